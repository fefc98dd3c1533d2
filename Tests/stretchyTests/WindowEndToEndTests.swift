import Foundation
import Testing

/// Drives the built `stretchy` binary in a real X window: its own Xvfb, real pointer and key input
/// through xdotool, and checks through the app's own screenshots and sidecars.
@Suite(.serialized) struct WindowEndToEndTests {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// `stretchy` next to the test bundle, else in the package's `.build/debug`.
    static var binary: String? {
        var candidates: [String] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("stretchy").path)
                folder.deleteLastPathComponent()
            }
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("stretchy").path)
        candidates.append(packageRoot.appendingPathComponent(".build/debug/stretchy").path)
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        }
    }

    static func tool(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    @Test func withoutADisplayItSaysSoInOneLineAndExits2() throws {
        let binary = try #require(Self.binary, "build the stretchy binary first (swift build)")
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: name) }
        let result = try run(binary, ["run"], environment: environment, timeout: 30)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(lines.first?.contains("no display available") == true)
        #expect(lines.first?.contains("stretchy replay") == true)
    }

    @Test func badInputNamesTheFileAndExits1() throws {
        let binary = try #require(Self.binary)
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.json"
        try Data("{\"decelerationRate\": 5}".utf8).write(to: URL(fileURLWithPath: config))
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        let result = try run(binary, ["run", "--config", config], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains(config) && result.stderr.contains("decelerationRate"))
        let preset = try run(binary, ["run", "--preset", "nope"], environment: environment, timeout: 30)
        #expect(preset.status == 1 && preset.stderr.contains("seed004"))
    }

    @Test func dragFlingKeysAndScreenshotsInARealWindow() throws {
        guard let xvfb = Self.tool("Xvfb"), let xdotool = Self.tool("xdotool") else {
            print("skipped: Xvfb or xdotool is not installed")
            return
        }
        let binary = try #require(Self.binary, "build the stretchy binary first (swift build)")
        let server = try XvfbServer.start(xvfb)
        defer { server.stop() }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shots = folder + "/shots"

        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        let app = Process()
        app.executableURL = URL(fileURLWithPath: binary)
        app.arguments = ["run", "--screenshot-dir", shots, "--record-dir", folder + "/rec", "--fps", "60"]
        app.environment = environment
        app.currentDirectoryURL = URL(fileURLWithPath: folder)
        let appErrors = Pipe()
        app.standardError = appErrors
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        defer {
            if app.isRunning { app.terminate(); waitForExit(app, timeout: 5); if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        }

        func xdo(_ arguments: [String]) throws -> String {
            var env = environment
            env["DISPLAY"] = server.display
            let result = try run(xdotool, arguments, environment: env, timeout: 40)
            #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
            return result.stdout
        }
        let window = try #require(try xdo(["search", "--sync", "--onlyvisible", "--name", "Stretchy"])
            .split(separator: "\n").first.map(String.init))
        _ = try xdo(["mousemove", "--window", window, "195", "400"])
        Thread.sleep(forTimeInterval: 1.0)  // first frames, photo upload

        // 1. At rest.
        _ = try xdo(["key", "--window", window, "s"])
        let rest = try waitForSidecars(in: shots, count: 1).last!

        // 2. A fast upward drag, released, screenshot at once; another 400 ms later.
        var drag = ["mousemove", "--window", window, "195", "700", "mousedown", "1"]
        for step in 1...10 { drag += ["sleep", "0.012", "mousemove", "--window", window, "195", "\(700 - step * 45)"] }
        drag += ["mouseup", "1", "key", "--window", window, "s", "sleep", "0.4", "key", "--window", window, "s"]
        _ = try xdo(drag)
        let afterFling = try waitForSidecars(in: shots, count: 3)
        let atRelease = afterFling[1], later = afterFling[2]
        let restOffset = try #require(offset(rest)), releaseOffset = try #require(offset(atRelease))
        let laterOffset = try #require(offset(later))
        #expect(abs(releaseOffset - restOffset) > 50, "the drag scrolled: rest \(restOffset), release \(releaseOffset)")
        #expect(abs(laterOffset - releaseOffset) > 1, "kept moving after release: \(releaseOffset) → \(laterOffset)")
        #expect(phase(atRelease) == "decelerating" || phase(atRelease) == "bouncing")

        // 3. B and D show in the sidecar's parameters.
        #expect(params(rest)?["bounces"] as? Bool == true)
        #expect(params(rest)?["decelerationRate"] as? Double == 0.998)
        _ = try xdo(["key", "--window", window, "b", "sleep", "0.1", "key", "--window", window, "d", "sleep", "0.1",
                     "key", "--window", window, "s"])
        let tuned = try waitForSidecars(in: shots, count: 4)[3]
        #expect(params(tuned)?["bounces"] as? Bool == false)
        #expect(params(tuned)?["decelerationRate"] as? Double == 0.99)

        // 4. Every screenshot is a PNG of the window's size with a real picture in it.
        for sidecar in [rest, atRelease, later, tuned] {
            let png = String(sidecar.dropLast(5)) + ".png"
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(bytes.count > 20_000, "\(png) is \(bytes.count) bytes: a blank frame?")
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 390 && height == 844)
            #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        }

        // 5. Esc quits cleanly.
        _ = try xdo(["key", "--window", window, "Escape"])
        waitForExit(app, timeout: 15)
        #expect(!app.isRunning)
        if !app.isRunning { #expect(app.terminationStatus == 0) }
        let errors = String(decoding: appErrors.fileHandleForReading.availableDataIfExited(app), as: UTF8.self)
        #expect(!errors.contains("error"), "stderr: \(errors)")
    }

    // MARK: Helpers

    func waitForSidecars(in folder: String, count: Int, timeout: Double = 30) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            if names.count >= count { return names.map { folder + "/" + $0 } }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw EndToEndFailure("expected \(count) screenshot sidecars in \(folder) within \(timeout) s")
    }

    func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
    func offset(_ path: String) -> Double? { (json(path)?["state"] as? [String: Any])?["offset_y"] as? Double }
    func phase(_ path: String) -> String? { (json(path)?["state"] as? [String: Any])?["phase"] as? String }
    func params(_ path: String) -> [String: Any]? { json(path)?["params"] as? [String: Any] }
}

struct EndToEndFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "stretchy-e2e-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func waitForExit(_ process: Process, timeout: Double) {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
}

struct ProcessResult { var status: Int32; var stdout: String; var stderr: String }

/// Runs a command to completion (killed after `timeout` seconds), collecting its output.
func run(_ executable: String, _ arguments: [String], environment: [String: String], timeout: Double) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain the pipes while waiting so a chatty process never blocks on a full pipe.
    let collected = OutputCollector()
    let group = DispatchGroup()
    for (pipe, isError) in [(out, false), (err, true)] {
        group.enter()
        DispatchQueue.global().async {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.set(data, isError: isError)
            group.leave()
        }
    }
    waitForExit(process, timeout: timeout)
    if process.isRunning {
        process.terminate()
        waitForExit(process, timeout: 3)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    _ = group.wait(timeout: .now() + 5)
    return ProcessResult(status: process.terminationStatus, stdout: collected.text(isError: false),
                         stderr: collected.text(isError: true))
}

final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()
    func set(_ data: Data, isError: Bool) { lock.lock(); if isError { err = data } else { out = data }; lock.unlock() }
    func text(isError: Bool) -> String { lock.lock(); defer { lock.unlock() }; return String(decoding: isError ? err : out, as: UTF8.self) }
}

extension FileHandle {
    /// Whatever the process wrote, once it has exited (nothing if it still runs).
    func availableDataIfExited(_ process: Process) -> Data {
        process.isRunning ? Data() : readDataToEndOfFile()
    }
}

/// An Xvfb of our own on the first free display from :90 to :99.
struct XvfbServer {
    let process: Process
    let display: String

    static func start(_ executable: String) throws -> XvfbServer {
        for number in 90...99 {
            let lock = "/tmp/.X\(number)-lock", socket = "/tmp/.X11-unix/X\(number)"
            if FileManager.default.fileExists(atPath: lock) || FileManager.default.fileExists(atPath: socket) { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, process.isRunning, !FileManager.default.fileExists(atPath: socket) {
                Thread.sleep(forTimeInterval: 0.05)
            }
            if process.isRunning, FileManager.default.fileExists(atPath: socket) {
                Thread.sleep(forTimeInterval: 0.2)
                return XvfbServer(process: process, display: ":\(number)")
            }
            if process.isRunning { process.terminate() }
        }
        throw EndToEndFailure("no free X display from :90 to :99 for Xvfb")
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        waitForExit(process, timeout: 5)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
