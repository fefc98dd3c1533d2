import Foundation
@testable import Stage
import Testing
import TestSupport

@Suite struct ResourceLocatorTests {
    @Test func findsResourcesFromTheExecutableWhateverTheWorkingDirectory() throws {
        let found = try ResourceLocator.locate(environment: [:], currentDirectory: "/")
        #expect(FileManager.default.fileExists(atPath: found.file("ATTRIBUTION.md").path))
        #expect(FileManager.default.fileExists(atPath: found.headerPhoto.path))
        #expect(FileManager.default.fileExists(atPath: found.regularFont.path))
    }

    @Test func findsResourcesFromTheWorkingDirectoryToo() throws {
        let real = try ResourceLocator.locate()
        let inside = real.directory.appendingPathComponent("fonts").path
        let found = try ResourceLocator.locate(environment: [:], executablePath: nil, currentDirectory: inside)
        #expect(found.directory.standardizedFileURL == real.directory.standardizedFileURL)
    }

    @Test func environmentVariableWins() throws {
        let real = try ResourceLocator.locate()
        let found = try ResourceLocator.locate(environment: ["STRETCHY_RESOURCES": real.directory.path],
                                               executablePath: nil, currentDirectory: "/")
        #expect(found.directory.standardizedFileURL == real.directory.standardizedFileURL)
    }

    /// `make install`'s layout: PREFIX/bin/stretchy finds PREFIX/share/stretchy, from any working
    /// directory, with no variable set; a bin without it beside does not.
    @Test func findsTheInstalledResourcesBesideTheExecutable() throws {
        let prefix = try TemporaryFolder()
        let share = prefix.file("share/stretchy")
        try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: share + "/ATTRIBUTION.md"))
        let found = try ResourceLocator.locate(environment: [:], executablePath: prefix.file("bin/stretchy"), currentDirectory: "/")
        #expect(found.directory.standardizedFileURL.path == URL(fileURLWithPath: share).standardizedFileURL.path)
        try FileManager.default.removeItem(atPath: share)
        #expect(throws: StageError.self) {
            try ResourceLocator.locate(environment: [:], executablePath: prefix.file("bin/stretchy"), currentDirectory: "/")
        }
    }

    @Test func reportsWhereItLooked() {
        #expect {
            try ResourceLocator.locate(environment: ["STRETCHY_RESOURCES": "/nowhere"], executablePath: nil,
                                       currentDirectory: "/")
        } throws: { error in
            guard case let StageError.resourcesNotFound(searched) = error else { return false }
            return searched.count == 2 && (error as? StageError)?.description.contains("/nowhere") == true
        }
    }

    @Test func contentFileHasEnoughVariedRows() throws {
        struct Content: Decodable { var title: String; var rows: [Row] }
        struct Row: Decodable { var title: String; var subtitle: String }
        let content = try JSONDecoder().decode(Content.self, from: Data(contentsOf: ResourceLocator.locate().contentFile))
        #expect(content.rows.count >= 60)
        #expect(Set(content.rows.map(\.subtitle.count)).count > 20)
        // The first screenful is English (issue 48); the scripts the text tests need come further down.
        // No Han, kana, Hangul or full-width forms (U+2E80–9FFF, AC00–D7AF, FF00–FFEF).
        let cjk: [ClosedRange<UInt32>] = [0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFFEF]
        let english = { (text: String) in !text.unicodeScalars.contains { scalar in cjk.contains { $0.contains(scalar.value) } } }
        #expect(content.rows.prefix(12).allSatisfy { english($0.title) && english($0.subtitle) })
        #expect(content.rows.contains { $0.title.contains("设置") } && content.rows.contains { $0.title.contains("スクロール") })
        // The seeds' Chinese posts, the rows Stretchy opened with before, stay as an example content file.
        let example = Repository.root.appendingPathComponent("examples/chinese-posts.json")
        let posts = try JSONDecoder().decode(Content.self, from: Data(contentsOf: example))
        #expect(posts.rows.first?.title.contains("UIImageView与UIScrollView") == true)
        #expect(Array(posts.rows.dropFirst(5).map(\.title)) == content.rows.map(\.title))
    }
}
