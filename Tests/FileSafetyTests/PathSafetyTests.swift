import Foundation
import Testing
@testable import FileSafety

/// A name that becomes part of a path (a design's "name", a label) is one safe component.
@Suite struct PathSafetyTests {
    @Test func aNameIsOneComponentThatStaysInItsFolder() {
        for name in ["../../../ESCAPED", "Profile / dark", "..", ".", "", "/", "a\\b", "tab\there", "x\ny", ".hidden",
                     String(repeating: "é", count: 300), "Z" + String(repeating: "\u{301}", count: 500)] {
            let safe = PathSafety.component(name)
            #expect(!safe.isEmpty && !safe.contains("/") && !safe.contains("\\") && !safe.hasPrefix("."), "\(name) → \(safe)")
            #expect(safe.utf8.count <= PathSafety.maximumComponentBytes, "\(safe.utf8.count) bytes")
            #expect(safe.unicodeScalars.allSatisfy(PathSafety.isSafe), "\(safe)")
            let folder = URL(fileURLWithPath: "/tmp/out")
            #expect(folder.appendingPathComponent(safe).standardizedFileURL.deletingLastPathComponent().path == "/tmp/out")
        }
    }

    @Test func ordinaryNamesAreKeptAsTheyRead() {
        #expect(PathSafety.component("seed004") == "seed004")
        #expect(PathSafety.component("Profil-dunkel_2.1") == "Profil-dunkel_2.1")
        #expect(PathSafety.component("日本語") == "日本語")
        #expect(PathSafety.component("Profile / dark") == "Profile___dark")
    }

    /// Two names that sanitize alike get two files; the same key gets its own component back.
    @Test func namesThatSanitizeAlikeGetTheirOwnComponents() {
        var names = UniqueFileNames()
        let first = names.claim("Profile / dark", for: "a.json")
        let second = names.claim("Profile _ dark", for: "b.json")
        let third = names.claim("Profile / dark", for: "c.json")
        #expect(first == "Profile___dark" && Set([first, second, third]).count == 3, "\(first) \(second) \(third)")
        #expect(names.claim("Profile / dark", for: "a.json") == first)
        #expect([second, third].allSatisfy { $0.unicodeScalars.allSatisfy(PathSafety.isSafe) })
    }
}
