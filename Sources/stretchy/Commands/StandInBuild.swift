import Foundation
import StretchyKit

/// The stand-in UIKit and SwiftUI modules (`Resources/export-check/UIKit.swift`, `SwiftUI.swift`)
/// built once and kept: `$XDG_CACHE_HOME/stretchy/export-check/KEY` (else `~/.cache/…`), KEY a
/// hash of both sources and the compiler's version, so an edited stand-in or a new toolchain
/// builds again. Built in a folder of its own and renamed into place: two checks at once never
/// see half a module.
struct StandInBuild {
    let sources: URL

    static func swiftc() throws(StretchyError) -> String {
        guard let path = ToolRun.onPath("swiftc") else {
            throw StretchyError.environment("--check: swiftc not found on PATH: Swift files are type-checked by the Swift toolchain (swift.org/install)")
        }
        return path
    }

    /// The folder holding `UIKit.swiftmodule` and `SwiftUI.swiftmodule` (`-I FOLDER`).
    func modules() throws(StretchyError) -> String {
        let swiftc = try Self.swiftc()
        let uikit = sources.appendingPathComponent("UIKit.swift"), swiftUI = sources.appendingPathComponent("SwiftUI.swift")
        guard let a = FileManager.default.contents(atPath: uikit.path), let b = FileManager.default.contents(atPath: swiftUI.path) else {
            throw StretchyError.environment("--check: the stand-in modules are missing from \(sources.path) (reinstall stretchy)")
        }
        let version = try ToolRun.run(swiftc, ["--version"]).output
        let key = String(Self.fnv1a(Array(a) + [0] + Array(b) + [0] + Array(version.utf8)), radix: 16)
        let root = Self.cacheRoot().appendingPathComponent("export-check")
        let folder = root.appendingPathComponent(key)
        let ready = { (folder: URL) in FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) }
        if ready(folder) { return folder.path }
        let building = root.appendingPathComponent("building-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true) } catch {
            throw StretchyError.environment("--check: cannot create \(building.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: building) }
        for (module, source) in [("UIKit", uikit), ("SwiftUI", swiftUI)] {
            let run = try ToolRun.run(swiftc, ["-emit-module", "-module-name", module, "-parse-as-library", "-I", building.path,
                                               source.path, "-o", building.appendingPathComponent("\(module).swiftmodule").path])
            guard run.status == 0 else {
                throw StretchyError.environment("--check: the stand-in \(module) does not compile with this swiftc: \(run.output.split(separator: "\n").first ?? "")")
            }
        }
        // Another check may have put the same build in place first: theirs serves.
        if (try? FileManager.default.moveItem(at: building, to: folder)) == nil, !ready(folder) {
            throw StretchyError.environment("--check: cannot keep the stand-in modules in \(folder.path)")
        }
        return folder.path
    }

    static func cacheRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return URL(fileURLWithPath: cache).appendingPathComponent("stretchy") }
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home).appendingPathComponent(".cache/stretchy") }
        return FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-cache-\(getuid())")
    }

    /// FNV-1a, 64 bits: a content key, not a secret.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
