// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StretchyHeader",
    products: [
        .executable(name: "stretchy", targets: ["stretchy"]),
    ],
    dependencies: [
        // The CLI: one type per command, `--help` that reads like a man page.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libfontconfig-dev", "libpng-dev", "libx11-dev"])]
        ),
        // HEIC photos (the iPhone camera's format) through libheif.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        // The Unicode bidi algorithm (mixed right-to-left and left-to-right text) through FriBidi.
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(name: "ScrollPhysics"),
        .target(name: "ScrollCore", dependencies: ["ScrollPhysics"]),
        .target(name: "HeaderKit", dependencies: ["ScrollCore"]),
        .target(name: "StretchyKit", dependencies: ["HeaderKit"]),
        .target(name: "Stage", dependencies: ["CSDL2", "CHeif", "CFriBidi", "HeaderKit"],
                linkerSettings: [.linkedLibrary("SDL2_image"), .linkedLibrary("SDL2_ttf")]),
        .executableTarget(
            name: "stretchy",
            dependencies: [
                "StretchyKit", "Stage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What several test targets share: the shipped designs, loaded from the repository.
        .target(name: "TestSupport", dependencies: ["StretchyKit"], path: "Tests/TestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollCoreTests", dependencies: ["ScrollCore"]),
        .testTarget(name: "HeaderKitTests", dependencies: ["HeaderKit", "TestSupport"]),
        .testTarget(name: "StretchyKitTests", dependencies: ["StretchyKit", "TestSupport"]),
        .testTarget(name: "StageTests", dependencies: ["Stage", "StretchyKit", "CSDL2", "TestSupport"]),
        .testTarget(name: "stretchyTests", dependencies: ["StretchyKit", "Stage", "CSDL2", "TestSupport"]),
    ]
)
