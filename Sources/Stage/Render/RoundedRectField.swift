/// The signed distance to a rounded rectangle's outline (negative inside) and the outline's outward
/// normal, in pixels: what glass needs of its own shape (coverage for anti-aliased edges, the
/// rim's depth and direction for refraction and lighting). A circle or capsule is a rounded
/// rectangle whose radius is half its short side. (Kept on its own so it can merge with the
/// renderer's anti-aliased shapes.)
struct RoundedRectField {
    let centerX: Double, centerY: Double
    let halfWidth: Double, halfHeight: Double
    let radius: Double

    init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        centerX = x + width / 2
        centerY = y + height / 2
        halfWidth = width / 2
        halfHeight = height / 2
        self.radius = max(0, min(radius, min(halfWidth, halfHeight)))
    }

    /// Distance from (`x`, `y`) to the outline (negative inside) and the outward unit normal there.
    func sample(x: Double, y: Double) -> (distance: Double, nx: Double, ny: Double) {
        let px = x - centerX, py = y - centerY
        let sx: Double = px < 0 ? -1 : 1, sy: Double = py < 0 ? -1 : 1
        let qx = abs(px) - (halfWidth - radius), qy = abs(py) - (halfHeight - radius)
        if qx > 0, qy > 0 {
            let length = (qx * qx + qy * qy).squareRoot()
            return (length - radius, sx * qx / length, sy * qy / length)
        }
        // On a straight side: the nearer side's axis.
        return qx > qy ? (qx - radius, sx, 0) : (qy - radius, 0, sy)
    }
}
