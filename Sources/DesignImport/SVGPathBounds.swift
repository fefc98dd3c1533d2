import Foundation

/// The box around an SVG path's data: every end and control point (a Bézier lies inside its control
/// points' hull) and, for an arc, its end points ± its radii (which holds arcs of up to a half
/// turn). The box may be a little larger than the ink; only a rasterised image's frame depends on it.
enum SVGPathBounds {
    static func bounds(_ data: String) -> ImportBox? {
        var xs: [Double] = [], ys: [Double] = []
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        var command: Character = "M"
        let scanner = Scanner(string: data)
        scanner.charactersToBeSkipped = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ","))
        let letters = CharacterSet(charactersIn: "MmLlHhVvCcSsQqTtAaZz")
        func numbers(_ count: Int) -> [Double]? {
            var values: [Double] = []
            for _ in 0..<count {
                guard let value = scanner.scanDouble() else { return nil }
                values.append(value)
            }
            return values
        }
        func add(_ px: Double, _ py: Double) { xs.append(px); ys.append(py) }
        while !scanner.isAtEnd {
            if let letter = scanner.scanCharacters(from: letters) {
                command = letter.last!
                if letter.count > 1 || command == "Z" || command == "z" {
                    (x, y) = (startX, startY)
                    continue
                }
            }
            let relative = command.isLowercase
            let (ox, oy) = relative ? (x, y) : (0, 0)
            switch command.uppercased().first! {
            case "M", "L", "T":
                guard let v = numbers(2) else { return box(xs, ys) }
                (x, y) = (ox + v[0], oy + v[1]); add(x, y)
                if command == "M" || command == "m" { (startX, startY) = (x, y); command = relative ? "l" : "L" }
            case "H":
                guard let v = numbers(1) else { return box(xs, ys) }
                x = (relative ? x : 0) + v[0]; add(x, y)
            case "V":
                guard let v = numbers(1) else { return box(xs, ys) }
                y = (relative ? y : 0) + v[0]; add(x, y)
            case "C":
                guard let v = numbers(6) else { return box(xs, ys) }
                add(ox + v[0], oy + v[1]); add(ox + v[2], oy + v[3])
                (x, y) = (ox + v[4], oy + v[5]); add(x, y)
            case "S", "Q":
                guard let v = numbers(4) else { return box(xs, ys) }
                add(ox + v[0], oy + v[1])
                (x, y) = (ox + v[2], oy + v[3]); add(x, y)
            case "A":
                guard let v = numbers(7) else { return box(xs, ys) }
                let (rx, ry) = (abs(v[0]), abs(v[1]))
                add(x - rx, y - ry); add(x + rx, y + ry)
                (x, y) = (ox + v[5], oy + v[6])
                add(x - rx, y - ry); add(x + rx, y + ry)
            default:
                return box(xs, ys)
            }
        }
        return box(xs, ys)
    }

    static func box(_ xs: [Double], _ ys: [Double]) -> ImportBox? {
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return ImportBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
