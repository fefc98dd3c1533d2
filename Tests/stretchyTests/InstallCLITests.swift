import Foundation
import Testing
import TestSupport

/// Issue 48: installed like a tool. `scripts/install.sh` (what `make install` runs after its release
/// build and man page) on the already-built binary, into a temporary PREFIX; the installed
/// `stretchy` then runs from there with no `STRETCHY_RESOURCES` and no checkout around it.
@Suite struct InstallCLITests {
    @Test func anInstalledStretchyFindsItsResourcesManPageAndCompletions() throws {
        let prefix = try TemporaryFolder(), elsewhere = try TemporaryFolder()
        let install = try RunningProcess.run(CLI.repositoryRoot.appendingPathComponent("scripts/install.sh").path,
                                             [prefix.path, CLI.binary], timeout: 120)
        try #require(install.status == 0, "install.sh: \(install.stderr)")

        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "STRETCHY_RESOURCES")
        environment.removeValue(forKey: "DISPLAY")
        // Run from a folder outside the checkout: walking up from the cwd finds no Resources there.
        let installed = prefix.file("bin/stretchy")
        let designs = try RunningProcess.run(installed, ["designs"], environment: environment, in: elsewhere.path)
        #expect(designs.status == 0, "stderr: \(designs.stderr)")
        #expect(designs.stdout.contains("seed000"), "the shipped designs are listed: \(designs.stdout)")
        // `export-code --check` finds its checker in PREFIX/share/stretchy/export-check (a Dart
        // file: parsed without the Swift stand-ins' build).
        let dart = elsewhere.file("screen.dart")
        try "void main() {}\n".write(toFile: dart, atomically: true, encoding: .utf8)
        let check = try RunningProcess.run(installed, ["export-code", "--check", dart], environment: environment, in: elsewhere.path)
        #expect(check.status == 0 && check.stdout == "ok\n", "the installed check: \(check.stdout)\(check.stderr)")

        let man = try String(contentsOfFile: prefix.file("share/man/man1/stretchy.1"), encoding: .utf8)
        #expect(man.hasPrefix(".TH STRETCHY 1") && man.contains("replay"), "a man page naming the subcommands")
        for (path, marker) in [("share/bash-completion/completions/stretchy", "complete"),
                               ("share/zsh/site-functions/_stretchy", "#compdef stretchy"),
                               ("share/fish/vendor_completions.d/stretchy.fish", "complete -c 'stretchy'")] {
            let text = (try? String(contentsOfFile: prefix.file(path), encoding: .utf8)) ?? ""
            #expect(text.contains(marker), "\(path) is a completion script")
        }

        // Without PREFIX/share/stretchy it has nothing to read (it was found there, not elsewhere).
        try FileManager.default.removeItem(atPath: prefix.file("share/stretchy"))
        let bare = try RunningProcess.run(installed, ["designs"], environment: environment, in: elsewhere.path)
        #expect(bare.status != 0 && bare.stderr.contains("Resources"), "stderr: \(bare.stderr)")
    }
}
