import CSDL2
import Foundation
import Stage
import Synchronization
import Testing
import TestSupport

/// What the window tests share: one Xvfb for the whole run, the built `stretchy` running in it,
/// xdotool to drive it, and readers for the screenshots and sidecars it writes.
/// `XvfbSession.start` opens the app (and the server, the first time); `stop()` (also run by
/// `deinit`) kills the app on every path; the server stops when the test process exits.
final class XvfbSession {
    /// One window test at a time across suites (Swift Testing runs suites in parallel): two apps
    /// and two servers drawing with llvmpipe on two cores would starve each other's input timing.
    /// A waiting test suspends (`TurnGate`) rather than blocking a thread that other tests could
    /// run on.
    private static let gate = TurnGate()
    /// The one Xvfb the window tests take turns on (through `gate`): a server per test cost its
    /// start-up each time. Stopped at exit (`atexit`), restarted if it ever died.
    private static let sharedServer = Mutex<XvfbServer?>(nil)
    private var holdsGate = true
    let server: XvfbServer
    let app: RunningProcess
    private let temporary: TemporaryFolder
    var folder: String { temporary.path }
    let screenshotFolder: String
    let recordFolder: String
    let environment: [String: String]
    let xdotool: String
    /// The app's X window id (from `xdotool search`).
    private(set) var window = ""

    /// Whether Xvfb and xdotool are installed: the real-window tests are skipped (reported as
    /// skipped, not passed) without them.
    static var isAvailable: Bool { tool("Xvfb") != nil && tool("xdotool") != nil }

    /// Nil (after printing why) when Xvfb or xdotool is missing: the caller skips its test.
    static func start(arguments: [String] = [], extraEnvironment: [String: String] = [:]) async throws -> XvfbSession? {
        guard let xvfb = tool("Xvfb"), let xdotool = tool("xdotool") else {
            print("skipped: Xvfb or xdotool is not installed")
            return nil
        }
        let binary = Repository.stretchyBinary
        // scripts/swift-test.sh retries a flaky failure by this tag: an untagged window test would
        // fail the whole run on its first flake.
        try #require(Test.current?.tags.contains(.window) == true, "a test that opens the real window is tagged .window")
        // These tests drive a 390 × 844 window; `run` alone now opens as iphone-15 (issue 27).
        let sized = arguments.contains { ["--viewport", "--device"].contains($0) } ? arguments : arguments + ["--viewport", "390x844"]
        // …and seed004; `run` alone now opens profile (issue 48).
        let designed = sized.contains { ["--design", "--preset", "--compare"].contains($0) } ? sized : sized + ["--design", "seed004"]
        await gate.enter()
        return try XvfbSession(xvfb: xvfb, xdotool: xdotool, binary: binary, arguments: designed,
                               extraEnvironment: extraEnvironment)
    }

    /// Holds the gate (entered by `start`) until `stop()`, or until it throws.
    private init(xvfb: String, xdotool: String, binary: String, arguments: [String], extraEnvironment: [String: String]) throws {
        do {
            server = try Self.server(xvfb)
            temporary = try TemporaryFolder()
        } catch { Self.gate.leave(); throw error }
        self.xdotool = xdotool
        screenshotFolder = temporary.path + "/shots"
        recordFolder = temporary.path + "/rec"
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        for (name, value) in extraEnvironment { environment[name] = value }
        self.environment = environment
        // A button an earlier test left down on the shared server would make the first move a drag.
        _ = try? RunningProcess.run(xdotool, ["mouseup", "1"], environment: environment, timeout: 10)
        do {
            app = try RunningProcess(binary, ["run", "--screenshot-dir", screenshotFolder, "--record-dir", recordFolder, "--fps", "60"] + arguments,
                                     environment: environment, in: temporary.path)
        } catch {
            holdsGate = false
            Self.gate.leave()
            throw error
        }
        do {
            window = try waitForWindow()
            try xdo(["mousemove", "--window", window, "195", "400"])
            // First frames and the photo upload; then a screenshot proves the app is ready.
            try waitUntilReady()
        } catch {
            stop()
            throw error
        }
    }

    private static func server(_ xvfb: String) throws -> XvfbServer {
        try sharedServer.withLock { shared in
            if let running = shared, running.process.isRunning { return running }
            let first = shared == nil
            let started = try XvfbServer.start(xvfb)
            shared = started
            if first { atexit { XvfbSession.sharedServer.withLock { $0?.stop() } } }
            return started
        }
    }

    deinit { stop() }

    /// Kills the app (TERM, then KILL); the folder goes with the session. Safe to call twice.
    func stop() {
        app.stop()
        if holdsGate { holdsGate = false; Self.gate.leave() }
    }

    /// Everything the app wrote to stderr, once it has exited.
    var stderr: String { app.stderr }

    var isAlive: Bool { app.isRunning }

    @discardableResult
    func xdo(_ arguments: [String], timeout: Double = 60) throws -> String {
        let result = try RunningProcess.run(xdotool, arguments, environment: environment, timeout: timeout)
        if result.status != 0 { throw EndToEndFailure("xdotool \(arguments.joined(separator: " ")) failed: \(result.stderr)") }
        return result.stdout
    }

    /// xdotool's commands for a drag from (x, fromY) to (x, toY) in `steps` moves `stepDelay` s apart.
    func dragCommands(x: Int = 195, fromY: Int, toY: Int, steps: Int = 10, stepDelay: Double = 0.012,
                      release: Bool = true) -> [String] {
        var commands = ["mousemove", "--window", window, "\(x)", "\(fromY)", "mousedown", "1"]
        for step in 1...steps {
            let y = fromY + (toY - fromY) * step / steps
            commands += ["sleep", "\(stepDelay)", "mousemove", "--window", window, "\(x)", "\(y)"]
        }
        if release { commands += ["mouseup", "1"] }
        return commands
    }

    func key(_ name: String) -> [String] { ["key", "--window", window, name] }

    // MARK: Screenshots

    /// The sidecars written so far, oldest first.
    var sidecars: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: screenshotFolder)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { screenshotFolder + "/" + $0 }
    }

    /// Presses S and waits (polling) for the new sidecar, which the app writes after its PNG.
    func screenshot(timeout: Double = 60) throws -> String {
        let before = sidecars
        try xdo(key("s"))
        // The new one by name, not by place: another design's name sorts anywhere among the older ones.
        let new = try waitForSidecars(count: before.count + 1, timeout: timeout).filter { !before.contains($0) }
        return try #require(new.first)
    }

    /// Screenshots until one shows the phone at rest (phase `idle`): waits for the motion to end,
    /// however long it takes on a loaded machine, instead of a fixed time. That screenshot's sidecar.
    func screenshotAtRest(timeout: Double = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let sidecar = try screenshot()
            if Sidecars.phase(sidecar) == "idle" || Date() >= deadline { return sidecar }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    func waitForSidecars(count: Int, timeout: Double = 60) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = sidecars
            if found.count >= count { return found }
            if !app.isRunning { throw EndToEndFailure("the app exited (status \(app.status)): \(stderr)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw EndToEndFailure("expected \(count) screenshot sidecars in \(screenshotFolder) within \(timeout) s")
    }

    /// The app's window id, once it is mapped: `xdotool search --sync` (one X client that waits
    /// for the window, as before), watched so that it stops as soon as the app exits — it would
    /// otherwise wait its whole timeout for a window that will never show — and says what the app
    /// wrote to stderr.
    private func waitForWindow(timeout: Double = 60) throws -> String {
        let search = try RunningProcess(xdotool, ["search", "--sync", "--onlyvisible", "--name", "Stretchy"], environment: environment)
        // KILL, not `stop()`: a searching xdotool outlives TERM, and `stop()` then waits 5 s before KILL.
        func endSearch() { search.signal(SIGKILL); search.waitForExit(timeout: 5) }
        let deadline = Date().addingTimeInterval(timeout)
        while !search.waitForExit(timeout: 0.1) {
            if !app.isRunning {
                endSearch()
                throw EndToEndFailure("the app exited (status \(app.status)) before its window showed: \(stderr)")
            }
            if Date() >= deadline {
                endSearch()
                throw EndToEndFailure("no window named Stretchy within \(timeout) s (the app still runs)")
            }
        }
        guard search.status == 0, let window = search.stdout.split(separator: "\n").first else {
            throw EndToEndFailure("xdotool search failed (status \(search.status)): \(search.stderr)")
        }
        return String(window)
    }

    /// Waits for the first frames by retrying S until a screenshot appears.
    private func waitUntilReady() throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            try xdo(key("s"))
            // (The flash it starts is an overlay: no screenshot shows it, so none waits for it to fade.)
            if (try? waitForSidecars(count: 1, timeout: 15)) != nil { return }
        }
        throw EndToEndFailure("the app never took a screenshot")
    }

    /// Polls `folder` until a file ending in `suffix` appears; its path.
    func waitForFile(in folder: String, suffix: String, timeout: Double = 60) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let name = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter({ $0.hasSuffix(suffix) && !$0.hasPrefix(".") }).sorted().first {
                return folder + "/" + name
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw EndToEndFailure("no *\(suffix) in \(folder) within \(timeout) s")
    }
}

// MARK: Sidecars and pictures

enum Sidecars {
    static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
    static func state(_ path: String) -> [String: Any]? { json(path)?["state"] as? [String: Any] }
    static func offset(_ path: String) -> Double? { state(path)?["offset_y"] as? Double }
    static func phase(_ path: String) -> String? { state(path)?["phase"] as? String }
    static func timeMs(_ path: String) -> Double? { state(path)?["t_ms"] as? Double }
    static func params(_ path: String) -> [String: Any]? { json(path)?["params"] as? [String: Any] }
    static func png(_ sidecar: String) -> String { String(sidecar.dropLast(5)) + ".png" }
}

/// A decoded PNG as RGBA bytes (decoded by SDL2_image, as the app's own tests do).
struct RGBAImage {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    init(png path: String) throws {
        guard let surface = IMG_Load(path) else { throw EndToEndFailure("cannot decode \(path)") }
        defer { SDL_FreeSurface(surface) }
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw EndToEndFailure("cannot convert \(path) to RGBA")
        }
        defer { SDL_FreeSurface(rgba) }
        width = Int(rgba.pointee.w)
        height = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        let source = UnsafeRawPointer(rgba.pointee.pixels!)
        let rowBytes = Int(rgba.pointee.w) * 4, rows = Int(rgba.pointee.h)
        // Row by row with memcpy: a byte loop in the debug build took half the CPU of the
        // screenshot tests (an @3x screenshot is 11.8 MB).
        bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * rows) { buffer, count in
            for row in 0..<rows { memcpy(buffer.baseAddress! + row * rowBytes, source + row * pitch, rowBytes) }
            count = rowBytes * rows
        }
    }

    /// Mean and standard deviation of the RGB channels' brightness in rows `rows` (a blank or
    /// single-colour area has a deviation near 0; a photo has tens).
    func brightness(rows: Range<Int>) -> (mean: Double, deviation: Double) {
        var sum = 0.0, squares = 0.0, count = 0.0
        for y in rows.clamped(to: 0..<height) {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let value = (Double(bytes[i]) + Double(bytes[i + 1]) + Double(bytes[i + 2])) / 3
                sum += value; squares += value * value; count += 1
            }
        }
        guard count > 0 else { return (0, 0) }
        let mean = sum / count
        return (mean, (max(0, squares / count - mean * mean)).squareRoot())
    }

    /// The mean absolute difference per colour channel (0…255) and the fraction of pixels whose
    /// largest channel difference exceeds `threshold`.
    static func difference(_ a: RGBAImage, _ b: RGBAImage, threshold: Int = 32) -> (meanAbsolute: Double, fractionOver: Double) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0, over = 0
        for pixel in 0..<(a.width * a.height) {
            var largest = 0
            for channel in 0..<3 {
                let d = abs(Int(a.bytes[pixel * 4 + channel]) - Int(b.bytes[pixel * 4 + channel]))
                total += d
                largest = max(largest, d)
            }
            if largest > threshold { over += 1 }
        }
        let pixels = Double(a.width * a.height)
        return (Double(total) / (pixels * 3), Double(over) / pixels)
    }
}

// MARK: Tools

func tool(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

struct EndToEndFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An Xvfb of our own: `-displayfd` lets the server pick a free display itself and tell us which,
/// so parallel test runs (and other engineers' servers) never race for one number.
struct XvfbServer {
    let process: Process
    let display: String

    static func start(_ executable: String) throws -> XvfbServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let announced = Pipe()
        process.standardOutput = announced
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Written before `done` is signalled, read after it: the semaphore orders the two.
        final class Line: @unchecked Sendable { var data = Data() }
        let number = Line()
        let done = DispatchSemaphore(value: 0)
        let handle = announced.fileHandleForReading
        DispatchQueue.global().async {
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            number.data = line
            done.signal()
        }
        let display = done.wait(timeout: .now() + 30) == .success
            ? String(decoding: number.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        guard process.isRunning, !display.isEmpty, Int(display) != nil else {
            let server = XvfbServer(process: process, display: "")
            server.stop()
            throw EndToEndFailure("Xvfb did not start (announced display '\(display)')")
        }
        return XvfbServer(process: process, display: ":" + display)
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for signal in [SIGTERM, SIGKILL] {
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            guard process.isRunning else { return }
            if signal == SIGTERM { kill(process.processIdentifier, SIGKILL) }
        }
    }
}
