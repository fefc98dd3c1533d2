// swift-tools-version:6.0
import PackageDescription

var package = Package(
    name: "StretchyHeader",
    products: [
        .executable(name: "stretchy", targets: ["stretchy"]),
    ],
    dependencies: [
        // The CLI: one type per command, `--help` that reads like a man page.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `stretchy share --serve`: the lightest HTTP server in the mirror (two modules, no
        // SwiftNIO; Hummingbird and SwiftNIO add about a hundred).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libfontconfig-dev", "libx11-dev"]),
                        .brew(["sdl2", "sdl2_image", "sdl2_ttf", "fontconfig", "pkg-config"])]
        ),
        // HEIC photos (the iPhone camera's format) through libheif.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        // PNG files (screenshots, review pictures) through libpng's write API (a C shim: its errors longjmp).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // The Unicode bidi algorithm (mixed right-to-left and left-to-right text) through FriBidi.
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // The Unicode line breaking algorithm (UAX #14: where a line may end) through libunibreak.
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"]), .brew(["libunibreak"])]),
        // Where text may wrap, from the characters alone (no fonts): pure, so it is tested without SDL.
        .target(name: "LineBreaking", dependencies: ["CUnibreak"]),
        // File safety for every module that touches disk: bounded reads, the one atomic write,
        // replaceable targets, links, name lengths, and the one stderr line writer.
        .target(name: "FileSafety"),
        .target(name: "ScrollPhysics"),
        // Points, sizes, rects, insets, instants, input events and key presses: the vocabulary the
        // scroll model, the display list and the SDL shell share, so Stage needs no ScrollCore.
        .target(name: "InputGeometry"),
        .target(name: "ScrollCore", dependencies: ["ScrollPhysics", "InputGeometry"]),
        // The display list: Scene, SceneItem, Color, ImageRef, TextStyle, TextMeasuring — the
        // contract between the core and the SDL shell, and all Stage knows of the core.
        .target(name: "DisplayList", dependencies: ["InputGeometry"]),
        .target(name: "HeaderKit", dependencies: ["ScrollCore", "DisplayList"]),
        // A design (or any JSON) file as a lossless document: the strict parser, the value tree,
        // where each value sits in the bytes, the writer; patches that keep every other byte.
        // DisplayList only for its Stream-Safe Text cap on strings read.
        .target(name: "DesignDocument", dependencies: ["DisplayList"]),
        .target(name: "StretchyKit", dependencies: ["HeaderKit"]),
        // A design written as UIKit, SwiftUI, Compose or Flutter code: reads the design model only.
        .target(name: "CodeExport", dependencies: ["HeaderKit"]),
        // Review pictures drawn as display lists: motion and overlay plots, contact sheets, the
        // trace table they read. No Session: a plot needs only a trace.
        .target(name: "Review", dependencies: ["HeaderKit"]),
        // What StretchyKit's sessions read from and write to disk: design, script and config
        // files (typed reads over DesignDocument's JSON stack), traces, sidecars, replay output folders, atomic writes.
        .target(name: "StretchyFiles", dependencies: ["StretchyKit", "Review", "FileSafety", "DisplayList", "DesignDocument"]),
        // Frames as PNG files on a worker thread (libpng; no SDL): alone, so ThreadSanitizer
        // builds this and not Stage (make sanitize-thread: 47 → 21 CPU-s).
        .target(name: "PNGWriting", dependencies: ["CPNG", "FileSafety"]),
        // Figma REST responses and SVG files to design JSON (`stretchy import`): Foundation,
        // FileSafety and the design document only, so its tests build without the design model or SDL.
        .target(name: "DesignImport", dependencies: ["FileSafety", "DesignDocument"]),
        .target(name: "Stage", dependencies: ["CSDL2", "CHeif", "CFriBidi", "LineBreaking", "InputGeometry", "DisplayList", "FileSafety", "PNGWriting"],
                linkerSettings: [.linkedLibrary("SDL2_image"), .linkedLibrary("SDL2_ttf"),
                                 // Xlib's I/O error handler (`DisplayLoss`): Linux's X11 only.
                                 .linkedLibrary("X11", .when(platforms: [.linux]))]),
        .executableTarget(
            name: "stretchy",
            dependencies: [
                "StretchyKit", "StretchyFiles", "Stage", "PNGWriting", "CodeExport", "Review", "FileSafety", "DesignImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"), "CQREncode",
            ]
        ),
        // What several test targets share: the shipped designs, loaded from the repository.
        .target(name: "TestSupport", dependencies: ["StretchyKit", "StretchyFiles", "Review"], path: "Tests/TestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "LineBreakingTests", dependencies: ["LineBreaking"]),
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore", "StretchyKit"]),  // StretchyKit: SplitMix64
        .testTarget(name: "HeaderKitTests", dependencies: ["HeaderKit", "TestSupport"]),
        .testTarget(name: "StretchyKitTests", dependencies: ["StretchyKit", "StretchyFiles", "Review", "TestSupport"]),
        // Review's plots, contact sheets, trace tables and calibration fit (Sources/Review).
        .testTarget(name: "ReviewTests", dependencies: ["Review", "StretchyKit", "StretchyFiles", "HeaderKit", "ScrollCore", "TestSupport"]),
        // File safety alone (bounded reads, atomic writes, safe names): AddressSanitizer builds it in seconds.
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
        .testTarget(name: "DesignImportTests", dependencies: ["DesignImport", "DesignDocument"]),
        .testTarget(name: "DesignDocumentTests", dependencies: ["DesignDocument"]),
        .testTarget(name: "StretchyFilesTests", dependencies: ["StretchyFiles", "FileSafety", "TestSupport"]),
        .testTarget(name: "StageTests", dependencies: ["Stage", "PNGWriting", "LineBreaking", "StretchyKit", "StretchyFiles", "CSDL2", "TestSupport"]),
        // The PNG writer's worker thread alone, so ThreadSanitizer builds PNGWriting, not Stage.
        .testTarget(name: "PNGWriterTests", dependencies: ["PNGWriting", "CSDL2"],
                    linkerSettings: [.linkedLibrary("SDL2_image")]),  // reads the files back
        // The code export: its generative, coverage and harness tests (the exports through `stretchy
        // export-code`, type-checked against the stand-ins; TestSupport/Export holds the shared runners).
        .testTarget(name: "CodeExportTests", dependencies: ["CodeExport", "HeaderKit", "ScrollCore", "StretchyKit", "StretchyFiles", "TestSupport"]),
        .testTarget(name: "stretchyTests", dependencies: ["stretchy", "StretchyKit", "StretchyFiles", "Review", "Stage", "PNGWriting", "CSDL2", "CodeExport", "TestSupport"]),
    ]
)

// `STRETCHY_TESTS=core` or `=png` (make test's sanitizer runs, each in its own scratch path)
// keeps only the test targets those suites are in and what they depend on. AddressSanitizer looks
// where Swift's own checks do not: the code with unsafe pointers in the core (LineBreaking's
// libunibreak buffers; FileSafety's bounded reads, which FileSafetyTests drive through real files
// across its chunk size); ThreadSanitizer the PNG writer's worker thread. The pure-Swift suites
// (ScrollPhysics, ScrollCore, HeaderKit, StretchyKit, StretchyFiles: no unsafe code but one
// `withUnsafeBytes` of a pid in OutputFolderLock) are bounds- and overflow-checked in the plain run
// already; under ASan they would cost most of the build time (the whole core).
let sanitizedSuites: [String: [String]] = [
    "core": ["LineBreakingTests", "FileSafetyTests"],
    "png": ["PNGWriterTests"],
]
if let subset = Context.environment["STRETCHY_TESTS"] {
    guard let suites = sanitizedSuites[subset] else { fatalError("STRETCHY_TESTS must be one of \(sanitizedSuites.keys.sorted())") }
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>(), pending = suites
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case let .targetItem(name, _), let .byNameItem(name, _): pending.append(name)
            default: break  // a product of another package: none of the sanitized suites uses one
            }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products = []  // the one product is the executable, never sanitized
    // No kept target uses swift-argument-parser: not cloning it into the sanitizer's scratch path
    // also skips building its two plugins there.
    package.dependencies = []
}

// `STRETCHY_TEST_BUILD=1` (`make test`'s build; plain `swift build` stays as it is, for the debugger):
// - The modules the tests spend their CPU in compile with -O (DEBUG stays defined; overflow and
//   bounds checks stay on). The run starts about 480 `stretchy` processes and fuzzes the session
//   in-process; a profile of the unoptimised run (perf, 26 Nov 2026) had a quarter of its samples in
//   libswiftCore's generic paths (metadata lookups, unspecialised iterators) called from the core.
//   CodeExport, StretchyFiles, Review and the executable's module are left out: their code is a few
//   per cent of the samples, and -O would triple their compile time.
// - The other modules' files go to the compiler in batches of at most 8 (the driver's default is
//   25): more, smaller jobs for the two cores to share where the build ends on the big test
//   targets (one 17 s batch of stretchyTests ran alone there), at the same CPU (StretchyKitTests
//   37.1 against 36.9 CPU-s; batches of 3 cost 15 % more). Not the optimised ones: each -O job
//   optimises what its files use again, and Stage and HeaderKit took 10 CPU-s more each.
//   (Line tables only for the test targets did nothing: SwiftPM's own `-g` comes after a target's
//   flags, and the driver takes the last.)
if Context.environment["STRETCHY_TEST_BUILD"] == "1" {
    let optimized: Set<String> = ["ScrollPhysics", "InputGeometry", "ScrollCore", "DisplayList", "HeaderKit", "StretchyKit", "Stage", "PNGWriting", "LineBreaking", "FileSafety"]
    for target in package.targets where target.type != .system {
        let flags = optimized.contains(target.name) ? ["-O"] : ["-driver-batch-size-limit", "8"]
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
    }
}
