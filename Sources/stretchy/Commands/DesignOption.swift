import ArgumentParser
import StretchyKit

/// `--design NAME|FILE` and its older name `--preset` (`run`, `replay`, `export`, `export-code`,
/// `bench`).
struct DesignOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("""
        A design: a name from `stretchy designs`, or a design file (replay, export: instead of the script's; \
        run: watched, saving it shows the change).
        """, valueName: "NAME|FILE"))
    var design: String?

    @Option(name: .long, help: ArgumentHelp("The older name of --design.", valueName: "NAME|FILE"))
    var preset: String?

    /// The design asked for, nil when neither option is given.
    var reference: String? { design ?? preset }

    /// The spelling used, for messages.
    var optionName: String { design != nil ? "--design" : "--preset" }
}
