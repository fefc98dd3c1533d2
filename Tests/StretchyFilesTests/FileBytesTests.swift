import FileSafety
import Foundation
import Testing
@testable import StretchyFiles
@testable import StretchyKit

/// Atomic writes over links and protected files: the config Ctrl+S saves is often a link into a
/// dotfiles folder, and may be private (0600).
@Suite struct FileBytesTests {
    @Test func writingThroughAChainOfLinksReplacesTheTargetKeepingItsMode() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/real/config.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder + "/middle.json", withDestinationPath: "real/config.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/middle.json")

        try FileBytes.writeAtomically(Array("new".utf8), to: folder + "/link.json", as: .document)

        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        for link in ["link.json", "middle.json"] {
            let type = try FileManager.default.attributesOfItem(atPath: folder + "/" + link)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "\(link) was replaced")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600, "mode \(String(mode ?? 0, radix: 8))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["config.json"])
    }

    /// An output (a trace, a sidecar) never goes through a link onto the file it names: the link
    /// is replaced and the file it pointed to keeps its bytes.
    @Test func anOutputReplacesALinkInsteadOfWritingThroughIt() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("important".utf8).write(to: URL(fileURLWithPath: folder + "/important.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/out/trace.csv", withDestinationPath: "../important.txt")
        try FileBytes.writeAtomically(Array("t_ms\n".utf8), to: folder + "/out/trace.csv")
        #expect(try String(contentsOfFile: folder + "/important.txt", encoding: .utf8) == "important")
        #expect(try String(contentsOfFile: folder + "/out/trace.csv", encoding: .utf8) == "t_ms\n")
        let type = try FileManager.default.attributesOfItem(atPath: folder + "/out/trace.csv")[.type] as? FileAttributeType
        #expect(type == .typeRegular)
    }

    /// A file this process read (an input) is never an output's destination, under its own name
    /// or through a link to it; the refusal comes before any byte is written.
    @Test func anOutputNeverLandsOnAnInput() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/take1.json"
        try Data("{\"events\": []}".utf8).write(to: URL(fileURLWithPath: script))
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias.json", withDestinationPath: "take1.json")
        _ = try FileBytes.read(path: script)
        for path in [script, folder + "/alias.json"] {
            #expect(throws: StretchyError.self) { try FileBytes.writeAtomically(Array("sidecar".utf8), to: path) }
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "{\"events\": []}")
        // The user's own document (the config) is still saved in place.
        try FileBytes.writeAtomically(Array("{}".utf8), to: script, as: .document)
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "{}")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "new.json")
        try FileBytes.writeAtomically(Array("{}".utf8), to: folder + "/link.json", as: .document)
        #expect(try String(contentsOfFile: folder + "/new.json", encoding: .utf8) == "{}")
        #expect(LinkTarget.resolve(folder + "/link.json") == folder + "/new.json")
    }

    /// A link to a FIFO or a device (a config linked to /dev/null): the write is refused naming
    /// what the target is, and the node stays what it was (rename would make it a regular file).
    @Test func aLinkToANodeThatIsNoFileIsRefusedAndTheNodeKept() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var nodes = [("fifo", "a FIFO (named pipe)")]
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        // A character device like /dev/null (1, 3), where this test may create one (as root).
        if mknod(folder + "/device", S_IFCHR | 0o644, dev_t(0x103)) == 0 { nodes.append(("device", "a character device")) }
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        nodes.append(("dir", "a directory"))
        for (node, words) in nodes {
            let link = folder + "/\(node)-link.json"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: node)
            #expect(throws: StretchyError.self) { try FileBytes.writeAtomically(Array("{}".utf8), to: link, as: .document) }
            do {
                try FileBytes.writeAtomically(Array("{}".utf8), to: link, as: .document)
            } catch {
                #expect(error.message == "\(link) → \(folder)/\(node): is \(words), not a file; nothing written", "\(error.message)")
                #expect(!error.message.contains("\n"))
            }
            var info = stat()
            #expect(lstat(folder + "/" + node, &info) == 0 && info.st_mode & S_IFMT != S_IFREG, "\(node) was replaced by a file")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}

/// A take is never thrown away: a folder that cannot take it (full, gone, a file in the way)
/// passes it to the next; when none can, the error names each and nothing is claimed written.
@Suite struct FirstFolderThatTakesTests {
    @Test func theNextFolderTakesWhatTheFirstCannot() throws {
        let folder = NSTemporaryDirectory() + "stretchy-takes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/blocker"))
        let written = try FirstFolderThatTakes.write(Array("{}".utf8), named: "take.json", into: [folder + "/blocker/takes", folder + "/fallback"])
        #expect(written.path == folder + "/fallback/take.json")
        #expect(written.firstFolderFailure?.contains("blocker") == true, "\(written)")
        #expect(try String(contentsOfFile: written.path, encoding: .utf8) == "{}")
        #expect(throws: StretchyError.self) {
            try FirstFolderThatTakes.write(Array("{}".utf8), named: "take.json", into: [folder + "/blocker/a", folder + "/blocker/b"])
        }
    }
}
