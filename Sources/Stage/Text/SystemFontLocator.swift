import Foundation

/// A font file and the face inside it (`.ttc` collections hold several).
public struct FontFile: Hashable, Sendable {
    public var path: String
    public var index: Int
    public init(path: String, index: Int = 0) { self.path = path; self.index = index }
}

/// Asks fontconfig (`fc-match`) for system fonts at run time, so no font path is hard-coded.
enum SystemFontLocator {
    /// The file fontconfig picks for `pattern`, or nil when fontconfig is missing or fails.
    /// fontconfig always answers with *some* font: callers check it has the glyphs they need.
    static func match(_ pattern: String) -> FontFile? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}|%{index}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        guard let path = parts.first.map(String.init), !path.isEmpty,
              FileManager.default.fileExists(atPath: path) else { return nil }
        let index = parts.count > 1 ? Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
        return FontFile(path: path, index: index)
    }
}
