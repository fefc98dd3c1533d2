import CodeExport
import Foundation
import TestSupport
import HeaderKit
import ScrollCore
import StretchyFiles
import Testing

/// Exports that compile for any design: seeded random designs from the whole schema
/// (`RandomDesign`: every kind several times, hostile ids, names, texts and file names, random
/// content) are exported to every target; UIKit and SwiftUI type-check against the stand-in
/// modules with warnings as errors (a batch of designs in one compiler run per target: every
/// export's names are its own), Kotlin and Dart parse with tree-sitter, and no string of theirs holds a template the export did not write;
/// a third of the designs read their content from a JSON resource (`ContentResource`).
@Suite(.serialized) struct ExportCodeGenerativeTests {
    /// 150, each exported to every target. Type-checking is most of the cost (about 0.18 s of CPU
    /// a file and target), so each Swift target type-checks every other design (UIKit the even
    /// ones, SwiftUI the odd ones: 75 random designs each) and only parses the rest. With 200
    /// designs and both type-checks of every one the test took 61 CPU-s (UIKit 38, SwiftUI 32,
    /// exporting 12, tree-sitter 5), with 100 type-checks each 45, now about 35: `make test` has
    /// 600 CPU-s for its 5 minutes on two cores (27 Nov 2026).
    static let designs = 150
    /// The Swift target that type-checks design `index`; the other one parses it.
    static func typeChecked(_ index: Int) -> CodeTarget { index % 2 == 0 ? .uikit : .swiftui }
    static let seed: UInt64 = 28
    /// Exports are checked in this many batches, each while the next is exported: the checks start
    /// before the last design is drawn (a compiler run's own cost, loading the stand-ins, is
    /// about 0.15 s of CPU, so a few batches cost nothing).
    static let batches = 2
    /// Each kind is in this share of the designs (once or twice; at least one kind a design): every
    /// kind is in 50 designs, two of a kind in half of those, and any two kinds meet in some. The
    /// type-check's cost is the code's size (about 0.18 s of CPU a file per target, most of it the
    /// per-file code: the keyframes helpers, the status bar, the sections; Swift's type-checker
    /// spends about half a millisecond on every operator and call whatever its operands, measured
    /// with `-debug-time-function-bodies` and by type-checking copies of one export), so small
    /// designs give more combinations of scroll settings, parameters, content and kinds for the time.
    static let kindShare = 1.0 / 3
    /// The designs each kind must be in (issue 47: at least 40 of the 150).
    static let minimumDesignsPerKind = 40
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Image files with hostile names (only their existence is checked on export).
    func images() throws -> [String] {
        let names = ["photo.jpg", "it's ${y}.png", "quote \"q\" $x.jpg", "back\\slash.jpg", "new\nline.jpg", "1 2 3.jpeg", "star *.png"]
        for name in names { _ = FileManager.default.createFile(atPath: folder.file(name), contents: Data([0xFF, 0xD8])) }
        return names
    }

    /// Plain rows, or (half the time) tabs of list, grid and row sections with templates, headers,
    /// details and images: every text hostile.
    func content(_ g: inout RandomDesign) -> ListContent {
        func rows(_ g: inout RandomDesign) -> [ListContent.Row] {
            (0..<g.int(0...4)).map { _ in ListContent.Row(title: g.text(), subtitle: g.text(), fields: ["detail": g.text(), "image": g.text() + ".jpg"]) }
        }
        guard g.chance(0.5) else { return ListContent(title: g.text(), source: .rows(rows(&g).map { ListContent.Row(title: $0.title, subtitle: $0.subtitle) })) }
        let tabs = (0..<g.int(1...3)).map { _ in
            ContentTab(title: g.text(), sections: (0..<g.int(0...3)).map { _ in
                ContentSection(style: g.pick(ContentSection.Style.allCases), columns: g.int(1...4), spacing: Double(g.int(0...8)),
                               aspect: g.chance(0.5) ? 1 : 1.25, itemHeight: g.chance(0.3) ? 64 : nil, itemWidth: g.chance(0.3) ? 48 : nil,
                               header: g.chance(0.5) ? g.text() : nil, template: g.pick(RowTemplate.builtIns), items: .rows(rows(&g)))
            })
        }
        return ListContent(title: g.text(), tabs: tabs, hasTabs: g.chance(0.8))
    }

    @Test func everyTargetCompilesForRandomDesigns() throws {
        var checks: [(what: String, wait: () -> (Int32, String))] = []
        var g = RandomDesign(seed: Self.seed, images: try images())
        var files: [CodeTarget?: [String]] = [:]  // nil: Swift files parsed, not type-checked
        var designsOfKind = [Int](repeating: 0, count: RandomDesign.kinds.count)
        // Each kind in exactly its share of the designs, drawn at random (a chance per design left
        // one kind in 37 of 150 with this seed): a seeded shuffle of the designs per kind.
        let share = Int((Double(Self.designs) * Self.kindShare).rounded())
        let designsWith = RandomDesign.kinds.indices.map { _ in Set(g.shuffled(Array(0..<Self.designs)).prefix(share)) }
        for index in 0..<Self.designs {
            var kinds = RandomDesign.kinds.indices.filter { designsWith[$0].contains(index) }
            if kinds.isEmpty { kinds = [index % RandomDesign.kinds.count] }
            for kind in kinds { designsOfKind[kind] += 1 }
            let text = RandomDesign.json(g.design(index: index, kinds: kinds))
            let path = try folder.write("design-\(index).json", text)
            let design: Design
            do { design = try DesignLoader.load(path: path, warn: { _ in }).design } catch {
                Issue.record("random design \(index) is refused (the generator must write valid designs): \(error.message)\n\(text)")
                continue
            }
            let content = content(&g)
            // A third of the designs read their content from a JSON resource (`export-code --out`'s default).
            let resource = index % 3 == 2 ? "Design\(index)Content" : nil
            for target in CodeTarget.allCases {
                let source = CodeExporter.export(design, parameters: Parameters(catalog: design.catalog), content: content, target: target,
                                                 contentResource: resource).source
                // No bidi control raw in a source file (it would show the code in another order
                // than the compiler reads it; the hostile texts carry U+202E and U+2067).
                #expect(!source.unicodeScalars.contains { [0x061C, 0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value) }, "\(target) export of design \(index) carries a raw bidi control")
                let path = try folder.write("\(target.rawValue)-\(index).\(target.fileExtension)", source)
                let parsedOnly = (target == .uikit || target == .swiftui) && target != Self.typeChecked(index)
                files[parsedOnly ? nil : target, default: []].append(path)
            }
            // A batch is checked while the next is exported (the checks take most of the time).
            guard (index + 1) % (Self.designs / Self.batches) == 0 || index + 1 == Self.designs else { continue }
            // `stretchy export-code --check`, as a user runs it: one whole-module compiler run a target.
            for (target, name) in [(CodeTarget.uikit, "UIKit"), (.swiftui, "SwiftUI")] {
                let check = ExportCheck.start(files[target, default: []])
                checks.append((name, { let (status, output) = check(); return (status, output) }))
            }
            // -wmo: one job (a job per file costs 5 CPU-s a hundred files, one job 0.15).
            checks.append(("Swift syntax", Self.start("/usr/bin/env", ["swiftc", "-parse", "-wmo"] + files[nil, default: []], in: folder.path)))
            let parse = ExportCheck.start(files[.compose, default: []] + files[.flutter, default: []], templates: true)
            checks.append(("Kotlin/Dart", { let (status, output) = parse(); return (status, output) }))
            files = [:]
        }
        // Each kind keeps its share of the designs (a third of 150, about 50): a kind added to
        // RandomDesign.kinds is as well covered as the others.
        for (kind, count) in zip(RandomDesign.kinds.map(\.name), designsOfKind) {
            #expect(count >= Self.minimumDesignsPerKind, "kind \(kind) is in \(count) of \(Self.designs) random designs, fewer than \(Self.minimumDesignsPerKind)")
        }
        for (what, wait) in checks {
            let (status, output) = wait()
            #expect(status == 0, "\(what) fails for \(Self.failing(output)) (RandomDesign seed \(Self.seed); parse errors, templates the export did not write, or type errors against the stand-in): \(output.prefix(6000))")
        }
    }

    /// The designs whose exported files `output` names (`uikit-17.swift:3:5: error…` → design 17).
    static func failing(_ output: String) -> String {
        let pattern = try! Regex(#"(?:uikit|swiftui|compose|flutter)-(\d+)\.(?:swift|kt|dart)"#)
        let indices = Set(output.matches(of: pattern).compactMap { Int(output[$0.range].split(separator: "-").last?.split(separator: ".").first ?? "") })
        return indices.isEmpty ? "some design" : "design " + indices.sorted().map { "\($0)" }.joined(separator: ", ")
    }

    /// Starts a process; the returned function waits for it and gives its status and output.
    static func start(_ executable: String, _ arguments: [String], in folder: String) -> () -> (Int32, String) {
        let process: RunningProcess
        do { process = try RunningProcess(executable, arguments, in: folder) } catch { return { (-1, "\(error)") } }
        return {
            if !process.waitForExit(timeout: 600) { process.stop() }
            return (process.status, process.stdout + process.stderr)
        }
    }
}
