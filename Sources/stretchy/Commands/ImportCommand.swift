import ArgumentParser
import DesignDocument
import DesignImport
import FileSafety
import Foundation
import StretchyFiles
import StretchyKit

/// `stretchy import figma|svg`: a designer's frame as a design file, so tuning starts from their own
/// screen (issue 46). The mapping is DesignImport's; this reads the input and writes the result.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a design file from a saved Figma REST response or an SVG file.",
        discussion: """
        Positions, fills, text, images and shadows become layers; Figma's scrollBehavior becomes \
        what each layer does on scroll (FIXED: pinned; SCROLLS: moves with the list; STICKY_SCROLLS: \
        scrolls, then pins). Shapes that are not layers are drawn by librsvg (rsvg-convert) into an \
        images folder beside the design. See docs/guide/import.md.
        """,
        subcommands: [ImportFigmaCommand.self, ImportSVGCommand.self]
    )

    /// `stretchy import` alone (or `--help`) shows this command's help, not the window's.
    func run() throws { throw CleanExit.helpRequest(ImportCommand.self) }
}

/// What both importers take: where to write, behaviour in one step, and a design to re-import onto.
struct ImportOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The design file to write (its images go in NAME-images/ beside it).", valueName: "DESIGN.json"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("Make this layer (node name or layer id) the header that stretches on pull and compresses on scroll.", valueName: "NAME"))
    var stretch: [String] = []

    @Option(name: .long, help: ArgumentHelp("Pin this layer at the top once scrolled to it.", valueName: "NAME"))
    var pin: [String] = []

    @Option(name: .long, help: ArgumentHelp("Make this group's similar children the design's rows (a row template; differing texts and images become row fields).", valueName: "NAME"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("An earlier import the designer edited: layers with the same source keep their expressions, keyframes and added fields.", valueName: "DESIGN.json"))
    var onto: String?

    /// Inputs larger than this are refused before reading (a Figma file of 10^5 nodes is ~60 MB).
    static let inputLimit = 512 << 20

    func read(_ path: String) throws -> Data {
        do { return try BoundedFile.read(path: path, limit: Self.inputLimit) } catch {
            let problem = if case .tooLarge = error { "larger than \(Self.inputLimit >> 20) MB" } else { FileBytes.problem(error) }
            throw StretchyError.badInput("\(path): \(problem)")
        }
    }

    /// Assembles, merges onto `--onto`, writes, and prints the summary line.
    func finish(_ screen: ImportedScreen, input: String) throws {
        do {
            var design = try DesignAssembly.design(screen, behaviour: BehaviourChoices(stretch: stretch, pin: pin, content: content))
            // A re-import patches the designer's file (its layout kept); a first import writes a new one.
            var previous: DesignDocument?
            if let onto { previous = try Reimport.document(try read(onto)) }
            if let previous { design = Reimport.merge(new: design, onto: previous.value) }
            try ImportWriter.write(design: design, onto: previous, files: screen.files, to: out)
        } catch let error as ImportError {
            throw StretchyError.badInput("\(input): \(error.message)")
        }
        screen.notes.warnings.forEach { StderrLine.write("\(input): \($0)") }
        StderrLine.write(ImportSummary.line(screen) + " → \(out)")
    }
}

struct ImportFigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Import a frame of a saved `GET /v1/files/:key` or `/nodes?ids=` response (save it with ?geometry=paths for vectors)."
    )

    @Argument(help: "The saved Figma response (JSON); not with --file-key.")
    var file: String?

    @Option(name: .customLong("file-key"), help: ArgumentHelp("Fetch the file from Figma's API instead (token in FIGMA_TOKEN); a node id as --frame fetches only that frame.", valueName: "KEY"))
    var fileKey: String?

    @Option(name: .long, help: ArgumentHelp("The top-level frame to import, by name or node id (default: the only one).", valueName: "NAME|ID"))
    var frame: String?

    @Option(name: .long, help: ArgumentHelp("The image fills, downloaded as IMAGEREF.png|jpg (missing ones become grey placeholders).", valueName: "DIR"))
    var images: String?

    @OptionGroup var output: ImportOutputOptions

    func run() throws {
        let (data, fills, label) = try source()
        let large = data.count > 8 << 20
        if large { StderrLine.write("\(label): reading \(data.count >> 20) MB…") }
        let screen: ImportedScreen
        do {
            screen = try FigmaImporter.importFrame(data: data, frame: frame, images: fills, assetFolder: ImportWriter.assetFolder(for: output.out),
                                                   progress: { if large { StderrLine.write("\(label): \($0)") } })
        } catch {
            throw StretchyError.badInput("\(label): \(error.message)")
        }
        try output.finish(screen, input: label)
    }

    /// The response and its image fills: a saved file and --images, or fetched with --file-key.
    func source() throws -> (Data, ImageFills, String) {
        var isFolder: ObjCBool = false
        if let images, !FileManager.default.fileExists(atPath: images, isDirectory: &isFolder) || !isFolder.boolValue {
            throw StretchyError.badInput("--images \(images): no such folder (the image fills downloaded as IMAGEREF.png|jpg)")
        }
        switch (file, fileKey) {
        case let (file?, nil): return (try output.read(file), .folder(images), file)
        case let (nil, key?):
            guard let token = ProcessInfo.processInfo.environment["FIGMA_TOKEN"], !token.isEmpty else {
                throw StretchyError.badInput("--file-key needs a personal access token in FIGMA_TOKEN (Figma: Settings → Security)")
            }
            let fetched: Result<(Data, ImageFills), ImportError> = Result { () throws(ImportError) in try fetch(key, token: token) }
            switch fetched {
            case let .success((data, fills)): return (data, fills, "figma:\(key)")
            case let .failure(error): throw StretchyError.badInput(error.message)
            }
        case (nil, nil): throw StretchyError.badInput("import figma needs FILE.json (a saved response) or --file-key KEY")
        case (_?, _?): throw StretchyError.badInput("import figma takes FILE.json or --file-key KEY, not both")
        }
    }

    func fetch(_ key: String, token: String) throws(ImportError) -> (Data, ImageFills) {
        let api = try FigmaAPI(fileKey: key, token: token, base: ProcessInfo.processInfo.environment["STRETCHY_FIGMA_API"])
        // A node id ("1:2") fetches just that frame; a name needs the whole file to find it.
        let nodeId = frame.flatMap { $0.contains(":") ? $0 : nil }
        let data = try api.file(nodeId: nodeId)
        return (data, images == nil ? try api.imageFills() : .folder(images))
    }
}

struct ImportSVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svg",
        abstract: "Import an SVG file: rect, circle, ellipse, text and image become layers, other shapes images; ids become layer ids."
    )

    @Argument(help: "The SVG file.")
    var file: String

    @OptionGroup var output: ImportOutputOptions

    func run() throws {
        let data = try output.read(file)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let screen: ImportedScreen
        do {
            screen = try SVGImporter.importFile(data: data, name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
                                                folder: folder, assetFolder: ImportWriter.assetFolder(for: output.out))
        } catch {
            throw StretchyError.badInput("\(file): \(error.message)")
        }
        try output.finish(screen, input: file)
    }
}
