import Foundation

/// The stand-in UIKit and SwiftUI modules (`Resources/export-check`, which `stretchy export-code --check` type-checks against) the exported Swift compiles against,
/// built once per test process into one folder, removed when the process exits: every suite that
/// compiled exports built its own copy of the 754-line UIKit stand-in (≈ 3.6 CPU-s each).
/// Statics: Swift runs each initializer once, on first use; other threads wait for it.
public enum StandInModules {
    public struct BuildFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder with `libUIKit.a` and `UIKit.swiftmodule`: `-I FOLDER -L FOLDER -lUIKit`.
    public static func uikit() throws -> String { try uikitBuild.get() }

    /// The folder with `UIKit.swiftmodule` and `SwiftUI.swiftmodule` (SwiftUI's stand-in re-exports
    /// UIKit): `-typecheck -I FOLDER`.
    public static func swiftUI() throws -> String { try swiftUIBuild.get() }

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
            let run = try swiftc(arguments, in: folder)
            return run.status == 0 ? .success(folder) : .failure(BuildFailure(description: "the stand-in does not compile: \(run.output)"))
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }

    /// `swiftc ARGUMENTS` in `folder`: its status and its output (stdout then stderr).
    public static func swiftc(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        try process("/usr/bin/env", ["swiftc"] + arguments, in: folder)
    }

    public static func process(_ executable: String, _ arguments: [String], in folder: String? = nil) throws -> (status: Int32, output: String) {
        let process = try RunningProcess.run(executable, arguments, in: folder)
        return (process.status, process.stdout + process.stderr)
    }
}
