import HeaderKit

/// An image layer's `blur` in UIKit: a UIView has no blur of its own content, so the image view
/// shows a Core Image blurred copy of its photo (CIGaussianBlur, whose radius is the Gaussian's
/// standard deviation, as the design's blur is), made again when the radius changes with the
/// offset by half a pixel or more (a difference no eye sees), the 12 copies nearest the radius
/// shown kept (a pull back and forth reuses them; a photo's copies are its size each).
extension UIKitExport {
    /// Whether `layer` is an image drawn blurred at some offset.
    static func isBlurredImage(_ layer: DesignLayer) -> Bool {
        if case .image = layer.kind { return layer.blur.constantValue != 0 }
        return false
    }

    /// layoutLayers' line for a blurred image: its radius at this offset.
    func blurLayout(_ layer: DesignLayer) -> String? {
        guard Self.isBlurredImage(layer) else { return nil }
        return "\(code.identifier(layer))View.blurRadius = \(code.code(layer.blur))"
    }

    var blurredImageView: (type: String, lines: [String]) {
        let type = "\(code.typeName)BlurredImageView"
        return (type, [
            "/// An image view showing `original` blurred by a Gaussian of `blurRadius` points (CIGaussianBlur's",
            "/// radius is its standard deviation): a copy per half pixel of radius, the 12 nearest the one shown kept.",
            "final class \(type): UIImageView {",
            "    var original: UIImage? { didSet { copies = [:]; showBlur() } }",
            "    var blurRadius: CGFloat = 0 { didSet { if blurRadius != oldValue { showBlur() } } }",
            "    private var copies: [Int: UIImage] = [:]",
            "    private static let context = CIContext()",
            "    override func layoutSubviews() { super.layoutSubviews(); showBlur() }",
            "    private func showBlur() {",
            "        guard let original, original.size.width > 0, original.size.height > 0, bounds.width > 0, bounds.height > 0 else { image = original; return }",
            "        // The photo fills the view (aspect fill): a point of the view is 1 / fill of the photo's points.",
            "        let fill = max(bounds.width / original.size.width, bounds.height / original.size.height)",
            "        let pixels = blurRadius / fill * original.scale",
            "        let key = Int((pixels * 2).rounded())",
            "        guard key > 0, let input = CIImage(image: original) else { image = original; return }",
            "        if let copy = copies[key] { image = copy; return }",
            "        guard let filter = CIFilter(name: \"CIGaussianBlur\") else { image = original; return }",
            "        // Clamped first: the edges blur with their own colour, not with transparency.",
            "        filter.setValue(input.clampedToExtent(), forKey: kCIInputImageKey)",
            "        filter.setValue(CGFloat(key) / 2, forKey: kCIInputRadiusKey)",
            "        guard let output = filter.outputImage, let blurred = Self.context.createCGImage(output, from: input.extent) else { image = original; return }",
            "        let copy = UIImage(cgImage: blurred, scale: original.scale, orientation: original.imageOrientation)",
            "        if copies.count >= 12, let farthest = copies.keys.max(by: { abs($0 - key) < abs($1 - key) }) { copies[farthest] = nil }",
            "        copies[key] = copy",
            "        image = copy",
            "    }",
            "}"])
    }
}
