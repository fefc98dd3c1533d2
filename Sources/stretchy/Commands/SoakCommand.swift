import ArgumentParser
import Foundation
import HeaderKit
import StretchyFiles
import StretchyKit

/// `stretchy soak`: the session fuzzer, headless and long. Every preset in turn gets an equal share
/// of random gestures; every frame is checked, and the list must come to rest after each burst.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Drive every design with N random gestures headless and check the physics stays finite and settles.",
        discussion: """
        Needs no display. Prints events per second, then one line of JSON: \
        {"events":…,"frames":…,"settles":…,"seconds":…,"events_per_second":…,"seed":…,"ok":true}. \
        Exits 1 naming the design, seed and event index when an invariant breaks; the same \
        --seed reproduces it.
        """
    )

    @Option(name: .long, help: "How many random actions in all (1...1000000000).")
    var events: Int = 1_000_000

    @Option(name: .customLong("seed"), help: "Seed of the random generator (any non-negative integer).")
    var seedValue: Int = 1

    /// Read as a signed number so that -1 is refused in words, not as an unparsable value.
    var seed: UInt64 { UInt64(seedValue) }

    func run() throws {
        guard seedValue >= 0 else { throw StretchyError.badInput("--seed must be 0 or more, found \(seedValue)") }
        guard events >= 1, events <= 1_000_000_000 else {
            throw StretchyError.badInput("--events must be from 1 to 1000000000, found \(events)")
        }
        let library = try DesignLibrary.shipped()
        let designs = library.designs
        let start = Date()
        var frames = 0, settles = 0, done = 0
        for (index, design) in designs.enumerated() {
            let share = events / designs.count + (index < events % designs.count ? 1 : 0)
            guard share > 0 else { continue }
            var generator = try RandomGestureGenerator(design: design, library: library, seed: seed &+ UInt64(index))
            do {
                try generator.run(events: share)
            } catch {
                throw StretchyError.badInput("soak: \(error); reproduce with --seed \(seed) --events \(events)")
            }
            frames += generator.frameCount
            settles += generator.settleCount
            done += share
        }
        let seconds = Date().timeIntervalSince(start)
        let rate = Double(done) / max(seconds, 1e-9)
        print("stretchy soak: \(done) events over \(designs.count) designs in \(String(format: "%.2f", seconds)) s: \(Int(rate)) events/s, \(frames) frames, \(settles) settles")
        let summary: JSONValue = .object([
            ("events", .number(Double(done))), ("frames", .number(Double(frames))), ("settles", .number(Double(settles))),
            ("seconds", .number((seconds * 1000).rounded() / 1000)), ("events_per_second", .number(rate.rounded())),
            ("seed", .number(Double(seed))), ("ok", .bool(true)),
        ])
        print(JSONWriter.string(summary, indent: 0).replacingOccurrences(of: "\n", with: ""))
    }
}
