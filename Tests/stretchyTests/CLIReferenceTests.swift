import Foundation
import Testing
import TestSupport

/// docs/guide/cli.md is what the commands' own `--help` prints (scripts/help-to-markdown.sh):
/// an option added, renamed or reworded without `make docs` fails here, so the page cannot drift.
@Suite struct CLIReferenceTests {
    @Test func theCommittedReferenceIsWhatTheBinaryPrints() throws {
        let script = Repository.root.appendingPathComponent("scripts/help-to-markdown.sh").path
        let result = try RunningProcess.run("/bin/bash", [script, Repository.stretchyBinary], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let page = Repository.root.appendingPathComponent("docs/guide/cli.md")
        let committed = try String(contentsOf: page, encoding: .utf8)
        // Every command is there (the list is the binary's own, so count what it names).
        #expect(result.stdout.contains("## `stretchy run`") && result.stdout.contains("## `stretchy import figma`"))
        guard result.stdout != committed else { return }
        let ours = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(ours.count, printed.count)).first { ours[$0] != printed[$0] } ?? min(ours.count, printed.count)
        Issue.record("""
            docs/guide/cli.md differs from the commands' --help at line \(line + 1) \
            (committed: \(line < ours.count ? "'\(ours[line])'" : "end of file"); \
            printed: \(line < printed.count ? "'\(printed[line])'" : "end of output")): run make docs
            """)
    }
}
