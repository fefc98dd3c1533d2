/// Caption lines wrapped at spaces instead of cut ("decelerationRate 0.998, bo…ces on" lost the
/// middle of a physics line): greedy, by `TextMetrics`' estimated widths; only a single word wider
/// than the whole line is shortened with "…".
extension TextMetrics {
    static func wrapped(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || self.width(candidate, size: size) <= width {
                line = candidate
            } else {
                lines.append(fitted(line, width: width, size: size))
                line = String(word)
            }
        }
        lines.append(fitted(line, width: width, size: size))
        return lines
    }
}
