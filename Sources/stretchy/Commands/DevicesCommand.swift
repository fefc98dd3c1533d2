import ArgumentParser
import StretchyKit

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices of --device (and a script's \"device\") with their sizes, safe areas and chrome."
    )

    func run() throws {
        for line in WindowDevices.listing { print(line) }
    }
}
