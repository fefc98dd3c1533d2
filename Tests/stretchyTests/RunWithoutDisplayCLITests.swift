import Foundation
import Testing
import TestSupport

/// `stretchy run` where it cannot open a window: no display, or bad input found before one opens.
/// No X server is involved, so these are not `.window` tests (they were in WindowEndToEndTests).
@Suite struct RunWithoutDisplayCLITests {
    @Test func withoutADisplayItSaysSoInOneLineAndExits2() throws {
        let binary = Repository.stretchyBinary
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: name) }
        let result = try RunningProcess.run(binary, ["run"], environment: environment, timeout: 30)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(lines.first?.contains("no display available") == true)
        #expect(lines.first?.contains("stretchy replay") == true)
    }

    @Test func badInputNamesTheFileAndExits1() throws {
        let binary = Repository.stretchyBinary
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let config = folder + "/config.json"
        try Data("{\"decelerationRate\": 5}".utf8).write(to: URL(fileURLWithPath: config))
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        let result = try RunningProcess.run(binary, ["run", "--config", config], environment: environment, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains(config) && result.stderr.contains("decelerationRate"))
        let designName = try RunningProcess.run(binary, ["run", "--preset", "nope"], environment: environment, timeout: 30)
        #expect(designName.status == 1 && designName.stderr.contains("unknown design 'nope'"), "\(designName.stderr)")
    }
}
