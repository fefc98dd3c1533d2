import ArgumentParser
import Foundation
import StretchyKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the phone-sized window: drag to scroll, keys to tune (see the README's key table)."
    )

    @Option(name: .long, help: "Header preset (see `stretchy presets`).")
    var preset: String = "seed004"

    func run() throws {
        throw StretchyError.environment("the window is not built yet")
    }
}
