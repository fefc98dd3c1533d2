import Foundation

/// An SVG `transform` (a 2×3 matrix: x' = a·x + c·y + e, y' = b·x + d·y + f), composed down the tree.
struct SVGTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = SVGTransform()

    /// `self` applied after `other` (other first).
    func concatenating(_ other: SVGTransform) -> SVGTransform {
        SVGTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                     c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                     e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }

    /// No rotation or skew: a box stays a box, so the shape can be a layer.
    var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 && a > 0 && d > 0 }

    /// The box `box` covers once transformed (its four corners' bounds).
    func bounds(_ box: ImportBox) -> ImportBox {
        let corners = [apply(box.x, box.y), apply(box.x + box.width, box.y), apply(box.x, box.bottom), apply(box.x + box.width, box.bottom)]
        let xs = corners.map(\.0), ys = corners.map(\.1)
        return ImportBox(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Parses `translate(…) scale(…) rotate(…) matrix(…) skewX(…) skewY(…)`, applied left to right as SVG does.
    init(parsing text: String) throws(ImportError) {
        self = .identity
        let scanner = Scanner(string: text)
        scanner.charactersToBeSkipped = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ","))
        while !scanner.isAtEnd {
            guard let name = scanner.scanCharacters(from: .letters), scanner.scanString("(") != nil else {
                throw ImportError("bad transform '\(text)'")
            }
            var values: [Double] = []
            while let value = scanner.scanDouble() { values.append(value) }
            guard scanner.scanString(")") != nil else { throw ImportError("bad transform '\(text)'") }
            let v = { (i: Int, fallback: Double) in i < values.count ? values[i] : fallback }
            let step: SVGTransform
            switch name {
            case "matrix" where values.count == 6: step = SVGTransform(a: v(0, 1), b: v(1, 0), c: v(2, 0), d: v(3, 1), e: v(4, 0), f: v(5, 0))
            case "translate": step = SVGTransform(e: v(0, 0), f: v(1, 0))
            case "scale": step = SVGTransform(a: v(0, 1), d: v(1, v(0, 1)))
            case "rotate":
                let angle = v(0, 0) * .pi / 180, cx = v(1, 0), cy = v(2, 0)
                let rotation = SVGTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
                step = SVGTransform(e: cx, f: cy).concatenating(rotation).concatenating(SVGTransform(e: -cx, f: -cy))
            case "skewX": step = SVGTransform(c: tan(v(0, 0) * .pi / 180))
            case "skewY": step = SVGTransform(b: tan(v(0, 0) * .pi / 180))
            default: throw ImportError("bad transform '\(text)'")
            }
            self = concatenating(step)
        }
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    var svgText: String { "matrix(" + [a, b, c, d, e, f].map { RasterImage.number($0) }.joined(separator: " ") + ")" }
}
