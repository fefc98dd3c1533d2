import ArgumentParser
import FileSafety
import Foundation
import CodeExport
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

struct ExportCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-code",
        abstract: "Write a design, with its tuned parameters, as one source file for UIKit, SwiftUI, Jetpack Compose or Flutter.",
        discussion: """
        The file places every layer from the scroll offset with the design's own expressions and keyframes, \
        so the motion matches what was reviewed. What a target cannot express is listed in the file's header \
        and on stderr, one line each. Without --out the file goes to stdout; with --out the list's content \
        goes beside it as JSON (Header.swift → HeaderContent.json), which the code reads, unless --inline-content.

        --check FILE… checks exported files instead: Swift type-checks (warnings as errors) against the \
        stand-in UIKit and SwiftUI modules in stretchy's resources, Kotlin and Dart parse (tree-sitter, \
        where installed); prints ok, or the compiler's first errors with their lines.
        """
    )

    @OptionGroup var design: DesignOption

    @Option(name: .long, help: "A config file (JSON name → value) with the tuned parameters.")
    var config: String?

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Parameters as name=value (true/false for toggles).", valueName: "k=v"))
    var params: [String] = []

    @Option(name: .long, help: ArgumentHelp("The list's content file, written as data (default: the design's own, else the bundled one, as `run` shows).", valueName: "file"))
    var content: String?

    @Option(name: .long, help: "uikit, swiftui, compose or flutter.")
    var target: String?

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Check exported files instead of exporting: Swift type-checks against the stand-in UIKit/SwiftUI, Kotlin and Dart parse; prints ok or the first errors.", valueName: "file"))
    var check: [String] = []

    @Flag(name: .long, help: .hidden)
    var checkTemplates = false

    @Option(name: .long, help: "The file to write (atomically); stdout without it.")
    var out: String?

    @Flag(name: .long, help: "Write the list's content into the code as literal arrays; by default --out writes it beside the code as NAMEContent.json, which the code decodes.")
    var inlineContent = false

    @Flag(name: .long, help: "UIKit only: add a recorder that writes device traces for `stretchy calibrate` (off in the app unless the StretchyRecord user default is set).")
    var recorder = false

    func run() throws {
        if !check.isEmpty {
            // A check reads files already exported: an export option beside it would be ignored.
            let given = [("--design", design.reference != nil), ("--target", target != nil), ("--out", out != nil), ("--config", config != nil),
                         ("--content", content != nil), ("--params", !params.isEmpty), ("--recorder", recorder),
                         ("--inline-content", inlineContent)].filter(\.1).map(\.0)
            if let first = given.first {
                throw StretchyError.badInput("--check checks files already exported: \(first) is an export option; run the export first, then --check its file")
            }
            return try ExportCodeCheck(files: check, templates: checkTemplates).run()
        }
        guard let target else { throw StretchyError.badInput("export-code needs --target uikit|swiftui|compose|flutter (or --check FILE)") }
        guard let codeTarget = CodeTarget(rawValue: target) else {
            throw StretchyError.badInput("--target: unknown target '\(target)' (known: \(CodeTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if recorder, codeTarget != .uikit {
            throw StretchyError.badInput("--recorder: device traces are recorded by the UIKit export only (--target uikit)")
        }
        // With --out the content goes beside the code (Header.swift → HeaderContent.json) unless kept inline.
        let resource = out.flatMap { inlineContent ? nil : ContentResource.path(forCodeFile: $0) }
        for file in [out, resource].compactMap({ $0 }) { try FileBytes.checkWritable(file) }  // before any warning about the design
        // A config's "design" names the design when --design does not (as --compare reads it).
        let configDesign = try config.flatMap { path throws(StretchyError) in try ConfigFile.design(path: path) }
        guard let reference = design.reference ?? configDesign else {
            throw StretchyError.badInput("export-code needs --design NAME|FILE" + (config.map { " (\($0) names no \"design\")" } ?? ""))
        }
        let library = try DesignLibrary.shipped()
        let chosen: Design
        do { chosen = try library.resolve(reference) } catch {
            throw StretchyError(error.kind, "\(design.reference == nil ? "\(config!): 'design'" : design.optionName): \(error.message)")
        }
        var overrides: [String: Double] = [:]
        if let config { overrides = try ConfigFile.load(path: config) }
        var given: [String: String] = [:]
        for pair in params {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw StretchyError.badInput("--params: '\(pair)' is not name=value") }
            // The last of two would silently win: which one was meant is the user's to say.
            if let earlier = given.updateValue(parts[1], forKey: parts[0]) {
                throw StretchyError.badInput("--params: '\(parts[0])' is given twice (\(earlier) and \(parts[1])): give it once")
            }
            if let value = Double(parts[1]), value.isFinite {
                overrides[parts[0]] = value
            } else if let on = OnOff.parse(parts[1]) {
                overrides[parts[0]] = on ? 1 : 0
            } else {
                throw StretchyError.badInput("--params: '\(pair)': \(parts[1]) is not a number or on/off")
            }
        }
        let parameters = try Session.parameters(for: chosen, overrides: overrides, library: library,
                                                source: ParameterSource(file: config ?? "--params", path: ""))
        let listContent: ListContent
        if let content {
            listContent = try ContentLoader.load(path: content)
        } else if let own = chosen.content {
            listContent = own
        } else {
            let resources: ResourceLocator
            do { resources = try ResourceLocator.locate() } catch { throw StretchyError.environment(describe(error)) }
            listContent = try ContentLoader.load(path: resources.contentFile.path)
        }
        // Every input the export read is refused as its output: the design, its photos, the config, the content.
        // The content resource beside --out is refused the same way (its name is the code file's plus "Content").
        let inputs = [chosen.file] + chosen.images + [config, content].compactMap { $0 }
        if let out, inputs.contains(where: { CalibrateCommand.samePath(out, $0) }) {
            throw StretchyError.badInput("--out \(TerminalSafeText.escaped(out)): is an input of this export; choose another file")
        }
        if let resource, inputs.contains(where: { CalibrateCommand.samePath(resource, $0) }) {
            throw StretchyError.badInput("--out \(TerminalSafeText.escaped(out ?? "")): its content file \(TerminalSafeText.escaped(resource)) is an input of this export; choose another name or --inline-content")
        }
        let resourceName = out.flatMap { resource == nil ? nil : ContentResource.name(forCodeFile: $0) }
        let (source, limitations) = CodeExporter.export(chosen, parameters: parameters, content: listContent, target: codeTarget, recorder: recorder,
                                                        contentResource: resourceName)
        for note in limitations { StderrLine.write("warning: \(codeTarget.name): \(note)") }
        guard let out else {
            FileHandle.standardOutput.write(Data(source.utf8))
            return
        }
        if let resource {
            try FileBytes.writeAtomically(Array(ContentResource(listContent, design: chosen).json.utf8), to: resource)
        }
        try FileBytes.writeAtomically(Array(source.utf8), to: out)
        StderrLine.write("\(chosen.name) as \(codeTarget.name) → \(out)" + (resource.map { " + \($0)" } ?? ""))
    }
}
