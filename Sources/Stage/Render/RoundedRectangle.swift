import CSDL2

/// Triangles of a filled rounded rectangle, fanned from its centre (the shape is convex). Each
/// corner is approximated by a few segments; the vertex array is reused, so filling allocates
/// nothing once it has grown.
struct RoundedRectangle {
    private(set) var vertices: [SDL_Vertex] = []
    static let segmentsPerCorner = 8

    init() { vertices.reserveCapacity(4 * (Self.segmentsPerCorner + 1) * 3) }

    /// Rebuilds `vertices` for the rectangle (in pixels) with corner `radius` and `color`.
    mutating func build(x: Float, y: Float, width: Float, height: Float, radius: Float, color: SDL_Color) {
        vertices.removeAll(keepingCapacity: true)
        let r = max(0, min(radius, width / 2, height / 2))
        let centre = SDL_Vertex(position: SDL_FPoint(x: x + width / 2, y: y + height / 2), color: color,
                                tex_coord: SDL_FPoint(x: 0, y: 0))
        var first: SDL_FPoint?
        var previous: SDL_FPoint?
        // Corners clockwise from top-right; each quarter arc starts a quarter turn after the last.
        for corner in 0..<4 {
            let cx = corner < 2 ? x + width - r : x + r
            let cy = corner == 0 || corner == 3 ? y + r : y + height - r
            let start = Float(corner - 1) * Float.pi / 2
            for step in 0...Self.segmentsPerCorner {
                let angle = start + Float(step) / Float(Self.segmentsPerCorner) * Float.pi / 2
                let point = SDL_FPoint(x: cx + r * cosf(angle), y: cy + r * sinf(angle))
                if let previous { appendTriangle(centre, previous, point, color) } else { first = point }
                previous = point
            }
        }
        if let first, let previous { appendTriangle(centre, previous, first, color) }
    }

    private mutating func appendTriangle(_ centre: SDL_Vertex, _ a: SDL_FPoint, _ b: SDL_FPoint, _ color: SDL_Color) {
        vertices.append(centre)
        vertices.append(SDL_Vertex(position: a, color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        vertices.append(SDL_Vertex(position: b, color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
}
