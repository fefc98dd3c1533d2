import Foundation

/// The repository the tests run in, and the `stretchy` binary built in it (the tests run after
/// `swift build`): the one place a test finds either.
public enum Repository {
    /// The folder holding Package.swift, found from this file's path.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// `stretchy` next to the test bundle (the build folder `swift test` used), else in `.build/debug`.
    public static let stretchyBinary: String = {
        var candidates: [String] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("stretchy").path)
                folder.deleteLastPathComponent()
            }
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("stretchy").path)
        let fallback = root.appendingPathComponent(".build/debug/stretchy").path
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        } ?? fallback
    }()
}
