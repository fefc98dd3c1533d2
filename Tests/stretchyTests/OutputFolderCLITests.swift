import Foundation
import Testing

/// An output folder belongs to one replay at a time, and a run cleans up after a killed one.
@Suite struct OutputFolderCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    var script: String {
        get throws { try folder.write("s.json", #"{"duration_ms": 100, "events": [{"t": 50, "type": "screenshot", "name": "shot"}]}"#) }
    }

    /// The test holds the folder's lock itself, as a replay in progress would: no timing involved.
    @Test func aSecondRunIntoAFolderInUseExits2AndWritesNothing() throws {
        let out = folder.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let fd = open(out + "/.stretchy.lock", O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        _ = "424242\n".withCString { write(fd, $0, 7) }

        let outcome = try CLI.run(["replay", try script, "--out", out])
        #expect(outcome.status == 2 && !outcome.crashed, "stderr: \(outcome.stderr)")
        #expect(outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)")
        let line = outcome.stderrLines.first ?? ""
        #expect(line.hasPrefix("stretchy: \(out) is in use") && line.contains("pid 424242"), "\(line)")
        #expect(folder.files(under: "out") == [".stretchy.lock"], "\(folder.files(under: "out"))")

        // Once the lock is free the same command runs, and leaves no lock file behind.
        flock(fd, LOCK_UN)
        let second = try CLI.run(["replay", try script, "--out", out])
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/.stretchy.lock"))
        #expect(FileManager.default.fileExists(atPath: out + "/shot.png"))
    }

    @Test func temporaryFilesOfAKilledRunAreRemovedByTheNextRun() throws {
        let out = folder.file("out")
        try FileManager.default.createDirectory(atPath: out + "/frames", withIntermediateDirectories: true)
        let dead = try deadProcessID()
        let stale = [".shot.png.\(dead).12345.tmp", ".trace.csv.\(dead).tmp", "frames/.frame-000007.png.\(dead).99.tmp"]
        // A live writer's file (this test's own pid), or another program's, is not the next run's to remove.
        let kept = [".other.png.\(getpid()).1.tmp", ".notes.txt.\(dead).tmp"]
        for name in stale + kept { try folder.write("out/\(name)", "partial") }

        let outcome = try CLI.run(["replay", try script, "--out", out, "--frames"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        for name in stale { #expect(!FileManager.default.fileExists(atPath: out + "/" + name), "\(name) left") }
        for name in kept { #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name) removed") }
    }

    /// The pid of a process that has exited (and been reaped).
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
