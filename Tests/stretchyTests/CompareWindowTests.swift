import Foundation
import Testing

/// `stretchy run --compare A B` in a real X window (its own Xvfb, xdotool input): one drag on the
/// right phone moves both, S writes one combined PNG and a sidecar per side.
@Suite(.serialized) struct CompareWindowTests {
    @Test func oneDragDrivesBothPhonesAndSWritesTheCombinedPicture() throws {
        guard let xvfb = WindowEndToEndTests.tool("Xvfb"), let xdotool = WindowEndToEndTests.tool("xdotool") else {
            print("skipped: Xvfb or xdotool is not installed")
            return
        }
        let binary = try #require(WindowEndToEndTests.binary, "build the stretchy binary first (swift build)")
        let server = try XvfbServer.start(xvfb)
        defer { server.stop() }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shots = folder + "/shots"
        try Data(#"{"preset": "seed003", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: folder + "/fast.json"))

        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        let app = Process()
        app.executableURL = URL(fileURLWithPath: binary)
        app.arguments = ["run", "--compare", "seed003", folder + "/fast.json", "--viewport", "320x600",
                         "--screenshot-dir", shots, "--fps", "60"]
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
            let result = try run(xdotool, arguments, environment: environment, timeout: 40)
            #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
            return result.stdout
        }
        let window = try #require(try xdo(["search", "--sync", "--onlyvisible", "--name", "Stretchy"])
            .split(separator: "\n").first.map(String.init))
        Thread.sleep(forTimeInterval: 1.0)
        let helpers = WindowEndToEndTests()

        _ = try xdo(["key", "--window", window, "s"])
        let rest = try helpers.waitForSidecars(in: shots, count: 2)
        // A slow upward drag on the right phone (x 328 + 160), held before release: no fling.
        var drag = ["mousemove", "--window", window, "488", "500", "mousedown", "1"]
        for step in 1...10 { drag += ["sleep", "0.02", "mousemove", "--window", window, "488", "\(500 - step * 25)"] }
        drag += ["sleep", "0.3", "mouseup", "1", "sleep", "0.3", "key", "--window", window, "s"]
        _ = try xdo(drag)
        let moved = try helpers.waitForSidecars(in: shots, count: 4)
        let after = moved.filter { !rest.contains($0) }
        #expect(rest.count == 2 && after.count == 2)
        for (before, now) in zip(rest.sorted(), after.sorted()) {
            let b = try #require(helpers.offset(before)), n = try #require(helpers.offset(now))
            #expect(n - b > 100, "\(now): the drag on the right phone moved this side too: \(b) → \(n)")
        }
        #expect(rest.sorted().first?.hasSuffix(".a.json") == true && rest.sorted().last?.hasSuffix(".b.json") == true)
        #expect(helpers.params(after.sorted()[1])?["decelerationRate"] as? Double == 0.99)
        let png = String(after.sorted()[0].dropLast(".a.json".count)) + ".png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 2 * 320 + 8 && height == 600 + 24)
        #expect(bytes.count > 20_000)

        _ = try xdo(["key", "--window", window, "Escape"])
        waitForExit(app, timeout: 15)
        #expect(!app.isRunning && app.terminationStatus == 0)
        let errors = String(decoding: appErrors.fileHandleForReading.availableDataIfExited(app), as: UTF8.self)
        #expect(!errors.contains("error"), "stderr: \(errors)")
    }
}
