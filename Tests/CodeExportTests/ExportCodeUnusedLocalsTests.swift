import Foundation
import Testing
import TestSupport

/// Exported code declares only what it reads: an unused local is a compiler warning (Swift,
/// Kotlin) or a lint (Dart) in the engineer's project. The UIKit export is compiled without
/// warnings in ExportCodeCLITests; the others cannot be compiled here, so every local they
/// declare must be named again somewhere in the file.
@Suite struct ExportCodeUnusedLocalsTests {
    /// `let NAME =`, `val NAME =`, `final double NAME =` declarations inside functions: lines
    /// indented deeper than `memberIndent` (members, such as the tuned numbers, are documentation
    /// and no warning).
    static func declaredLocals(_ source: String, memberIndent: Int) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"^ +(?:let|val|final double|const double) ([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?="#)
        return source.split(separator: "\n").map(String.init).filter { $0.prefix { $0 == " " }.count > memberIndent }.compactMap { line in
            pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)).flatMap { Range($0.range(at: 1), in: line) }.map { String(line[$0]) }
        }
    }

    static func uses(of name: String, in source: String) -> Int {
        let pattern = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.])"# + NSRegularExpression.escapedPattern(for: name) + #"(?![A-Za-z0-9_])"#)
        return pattern.numberOfMatches(in: source, range: NSRange(source.startIndex..., in: source))
    }

    @Test func everyDeclaredNameIsRead() throws {
        for design in ExportRun.shippedDesigns {
            for target in ["swiftui", "compose", "flutter"] {
                let run = try ExportRun.shipped(design, target)
                // Comments mention names without reading them.
                let code = run.stdout.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                    .joined(separator: "\n")
                for name in Set(Self.declaredLocals(code, memberIndent: target == "flutter" ? 2 : 4)) {
                    #expect(Self.uses(of: name, in: code) > 1, "\(design) \(target): '\(name)' is declared but never read")
                }
            }
        }
    }
}
