import ArgumentParser
import HeaderKit

struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbol names an icon layer's \"symbol\" takes, each with the glyph drawn for it (Resources/icons, Bootstrap Icons, MIT)."
    )

    func run() throws {
        let width = SymbolTable.names.map(\.count).max() ?? 0
        for name in SymbolTable.names {
            print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  → " + SymbolTable.glyphs[name, default: ""] + ".svg")
        }
    }
}
