/// One glass shape's resolved optics, in points (the renderer scales them to pixels). A pixel of
/// the face is `emission·washAlpha + transmittance·Y + chroma·(backdrop − Y)` (Y: the frosted
/// backdrop's luminance), then the tint over it at its alpha, then the rim light and contour.
public struct GlassLook: Sendable, Equatable, Hashable {
    public var bevel: Double
    public var refraction: Double
    public var frost: Double
    public var emission: Color
    public var washAlpha: Double
    public var transmittance: Double
    public var chroma: Double
    public var tint: Color
    public var highlight: Double
    public var highlightWidth: Double
    public var contour: Double
    public var contourWidth: Double

    public init(bevel: Double, refraction: Double, frost: Double, emission: Color, washAlpha: Double, transmittance: Double,
                chroma: Double, tint: Color, highlight: Double, highlightWidth: Double, contour: Double, contourWidth: Double) {
        self.bevel = bevel
        self.refraction = refraction
        self.frost = frost
        self.emission = emission
        self.washAlpha = washAlpha
        self.transmittance = transmittance
        self.chroma = chroma
        self.tint = tint
        self.highlight = highlight
        self.highlightWidth = highlightWidth
        self.contour = contour
        self.contourWidth = contourWidth
    }
}
