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

        try FileBytes.writeAtomically(Array("new".utf8), to: folder + "/link.json")

        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        for link in ["link.json", "middle.json"] {
            let type = try FileManager.default.attributesOfItem(atPath: folder + "/" + link)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "\(link) was replaced")
        }
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600, "mode \(String(mode ?? 0, radix: 8))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["config.json"])
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = NSTemporaryDirectory() + "stretchy-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "new.json")
        try FileBytes.writeAtomically(Array("{}".utf8), to: folder + "/link.json")
        #expect(try String(contentsOfFile: folder + "/new.json", encoding: .utf8) == "{}")
        #expect(LinkTarget.resolve(folder + "/link.json") == folder + "/new.json")
    }
}
