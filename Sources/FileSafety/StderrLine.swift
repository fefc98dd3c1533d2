import Foundation

/// Every message the program prints: one line on stderr, "stretchy: " first, user text escaped
/// (`TerminalSafeText`), so a message is always exactly one line.
public enum StderrLine {
    public static func write(_ message: String) {
        FileHandle.standardError.write(Data("stretchy: \(TerminalSafeText.escaped(message))\n".utf8))
    }
}
