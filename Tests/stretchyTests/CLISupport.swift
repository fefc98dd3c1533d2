import Foundation
import Testing

/// Runs the built `stretchy` binary (`.build/debug/stretchy`, found from this file's path: the
/// tests run after `swift build`) as a subprocess, headless.
enum CLI {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = repositoryRoot.appendingPathComponent(".build/debug/stretchy").path

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process died of a signal (a crash), not an exit.
        var crashed: Bool
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// `environment`: variables set (or, with "", emptied) for this run only.
    static func run(_ arguments: [String], environment overrides: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.merge(overrides) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a chatty process cannot block on a full pipe.
        let errData = DispatchQueue(label: "stderr")
        nonisolated(unsafe) var errBytes = Data()
        let group = DispatchGroup()
        group.enter()
        errData.async { errBytes = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outBytes = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outBytes, as: UTF8.self),
                       stderr: String(decoding: errBytes, as: UTF8.self),
                       crashed: process.terminationReason == .uncaughtSignal)
    }
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return file(name)
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: url.appendingPathComponent(name))
        return file(name)
    }

    /// Every file below `name` (recursively); empty when it does not exist.
    func files(under name: String) -> [String] {
        let root = url.appendingPathComponent(name).path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }
    }
}
