import Foundation
import TestSupport
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

    /// `replay take1.json --out .` beside its own inputs: a screenshot named like the script (its
    /// sidecar would be take1.json) or the photo is refused before the first frame, every input
    /// keeps its bytes, and a link in the folder is replaced, never written through.
    @Test func aReplayNeverWritesOverItsInputsOrThroughALink() throws {
        let out = folder.file("work")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path
        let script = try folder.write("work/take1.json", #"{"duration_ms": 100, "events": [{"t": 50, "type": "screenshot", "name": "take1"}]}"#)
        let before = try Data(contentsOf: URL(fileURLWithPath: script))
        let outcome = try CLI.run(["replay", script, "--out", out])
        #expect(outcome.status == 1 && !outcome.crashed, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("would overwrite an input"), "\(outcome.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: script)) == before)
        #expect(!FileManager.default.fileExists(atPath: out + "/trace.csv"), "work was done before the refusal")

        if FileManager.default.fileExists(atPath: photo) {
            try FileManager.default.copyItem(atPath: photo, toPath: out + "/photo.jpg")
            let shot = try folder.write("work/shot.json", #"{"image": "photo.jpg", "duration_ms": 100, "events": [{"t": 50, "type": "screenshot", "name": "photo"}]}"#)
            try FileManager.default.moveItem(atPath: out + "/photo.jpg", toPath: out + "/photo.png")
            try FileManager.default.createSymbolicLink(atPath: out + "/photo.jpg", withDestinationPath: "photo.png")
            let photoBytes = try Data(contentsOf: URL(fileURLWithPath: out + "/photo.png"))
            let second = try CLI.run(["replay", shot, "--out", out])
            #expect(second.status == 1, "stderr: \(second.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/photo.png")) == photoBytes)
        }

        try Data("important".utf8).write(to: URL(fileURLWithPath: folder.file("important.txt")))
        try FileManager.default.createSymbolicLink(atPath: out + "/trace.csv", withDestinationPath: "../important.txt")
        let plain = try folder.write("plain.json", #"{"duration_ms": 100, "events": []}"#)
        let third = try CLI.run(["replay", plain, "--out", out])
        #expect(third.status == 0, "stderr: \(third.stderr)")
        #expect(try String(contentsOfFile: folder.file("important.txt"), encoding: .utf8) == "important")
        #expect(try String(contentsOfFile: out + "/trace.csv", encoding: .utf8).hasPrefix("t_ms"))
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
        try RunningProcess.run("/bin/true", []).pid
    }

    /// Folders that cannot be made say why in the terms of the path given, not Foundation's.
    @Test func anOutputFolderThatCannotBeMadeSaysWhy() throws {
        func refusal(_ out: String) throws -> (status: Int32, line: String) {
            let outcome = try CLI.run(["replay", try script, "--out", out])
            #expect(!outcome.crashed && outcome.stderrLines.count == 1, "\(outcome.stderr)")
            return (outcome.status, outcome.stderrLines.first ?? "")
        }
        let long = String(repeating: "a", count: 300)
        let tooLong = try refusal(folder.file(long))
        #expect(tooLong.status == 1 && tooLong.line.hasSuffix("cannot create directory: the name 'aaaaaaaaaaaaaaaa…' is 300 bytes; a name may have at most 255"),
                "\(tooLong.line)")
        let link = folder.file("dangling")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere")
        let dangling = try refusal(link)
        #expect(dangling.status == 2 && dangling.line == "stretchy: \(link): cannot create directory, because \(link) is a symbolic link to nowhere, which does not exist",
                "\(dangling.line)")
        let proc = try refusal("/proc/stretchy-out")
        #expect(proc.status == 2 && proc.line == "stretchy: /proc/stretchy-out: cannot create directory, because /proc does not take new folders (No such file or directory)",
                "\(proc.line)")
        for line in [tooLong.line, dangling.line, proc.line] {
            #expect(!line.contains("The file") && !line.contains("NSCocoaErrorDomain"), "\(line)")
        }
    }
}
