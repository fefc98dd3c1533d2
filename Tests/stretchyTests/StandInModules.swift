import Foundation

/// The stand-in UIKit and SwiftUI modules (`Resources/export-check`, which `stretchy export-code --check` type-checks against) the exported Swift compiles against,
/// built once per test process into one folder, removed when the process exits: every suite that
/// compiled exports built its own copy of the 754-line UIKit stand-in (≈ 3.6 CPU-s each).
/// Statics: Swift runs each initializer once, on first use; other threads wait for it.
enum StandInModules {
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder with `libUIKit.a` and `UIKit.swiftmodule`: `-I FOLDER -L FOLDER -lUIKit`.
    static func uikit() throws -> String { try uikitBuild.get() }

    /// The folder with `UIKit.swiftmodule` and `SwiftUI.swiftmodule` (SwiftUI's stand-in re-exports
    /// UIKit): `-typecheck -I FOLDER`.
    static func swiftUI() throws -> String { try swiftUIBuild.get() }

    private static let stubs = CLI.repositoryRoot.appendingPathComponent("Resources/export-check")

    private static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-stand-ins-\(UUID().uuidString)").path
        atexit { try? FileManager.default.removeItem(atPath: StandInModules.folder) }
        return path
    }()

    private static let uikitBuild = compile(["-wmo", "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
                                             stubs.appendingPathComponent("UIKit.swift").path, "-o", folder + "/libUIKit.a"])

    private static let swiftUIBuild = uikitBuild.flatMap { _ in
        compile(["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-I", folder,
                 stubs.appendingPathComponent("SwiftUI.swift").path, "-o", folder + "/SwiftUI.swiftmodule"])
    }

    private static func compile(_ arguments: [String]) -> Result<String, BuildFailure> {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let run = try ExportCodeCLITests.swiftc(arguments, in: folder)
            return run.status == 0 ? .success(folder) : .failure(BuildFailure(description: "the stand-in does not compile: \(run.output)"))
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }
}
