import HeaderKit

/// A layer's outline as the Apple targets write it, by the renderer's rule
/// (`HeaderScreen.outlineRadius`): a `shape` or an image's circle mask rounds by half the frame's
/// short side, else the kind's cornerRadius; borders and shadows follow that outline (kinds with
/// a cornerRadius only, as drawn).
struct LayerOutlineCode {
    enum Radius { case halfShortSide, property(DesignProperty) }

    let code: DesignCode
    let layer: DesignLayer

    var radius: Radius? {
        if layer.shape != nil { return .halfShortSide }
        switch layer.kind {
        case .image(_, _, .circle, _): return .halfShortSide
        case let .glass(glass): return glass.shape == .rounded ? Self.nonZero(glass.cornerRadius) : .halfShortSide
        default: return layer.kind.cornerRadius.flatMap(Self.nonZero)
        }
    }

    private static func nonZero(_ radius: DesignProperty) -> Radius? { radius.constantValue == 0 ? nil : .property(radius) }

    /// Only the kinds with an outline draw a border or a shadow.
    var border: DesignBorder? { layer.kind.cornerRadius == nil ? nil : layer.border }
    var shadow: DesignShadow? { layer.kind.cornerRadius == nil ? nil : layer.shadow }

    /// Whether the outline writes the layer's property `name` (DesignLayer.properties' names): a
    /// corner radius only when the outline is the kind's radius, a border or shadow only on kinds
    /// with an outline. Other properties are not the outline's (true).
    func writes(_ name: String) -> Bool {
        if name == "cornerRadius" { if case .property = radius { return true } else { return false } }
        if name.hasPrefix("shadow.") { return shadow != nil }
        if name.hasPrefix("border.") { return border != nil }
        return true
    }

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    // MARK: UIKit

    /// viewDidLoad's lines: the continuous corner curve (iOS's squircle), clipping for the views
    /// whose content does not follow the layer's corners, the shadow view's touches.
    func uikitSetup(_ view: String, shadowView: String) -> [String] {
        var lines: [String] = []
        if radius != nil {
            lines.append("\(view).layer.cornerCurve = .continuous")
            switch layer.kind {
            case .material, .glass: lines.append("\(view).clipsToBounds = true")
            default: break
            }
        }
        if shadow != nil { lines.append("\(shadowView).isUserInteractionEnabled = false") }
        return lines
    }

    /// layoutLayers' lines once the view is placed: radius, border and shadow at this offset (the
    /// colours resolved for the current appearance; a trait change lays the layers out again).
    func uikitLayout(_ view: String, shadowView: String) -> [String] {
        var lines: [String] = []
        switch radius {
        case .halfShortSide: lines.append("\(view).layer.cornerRadius = min(\(view).bounds.width, \(view).bounds.height) / 2")
        case let .property(p): lines.append("\(view).layer.cornerRadius = \(code.code(p))")
        case nil: break
        }
        if let border {
            lines += ["\(view).layer.borderWidth = \(code.bounded(border.width, 0))",
                      "\(view).layer.borderColor = \(colors.uikit(border.color)).resolvedColor(with: traitCollection).cgColor"]
        }
        if let shadow {
            // A view of its own under the layer: a clipping view (an image, a material) hides its own shadow.
            lines += ["follow(\(shadowView), \(view))",
                      "\(shadowView).layer.shadowColor = \(colors.uikit(shadow.color)).resolvedColor(with: traitCollection).cgColor",
                      "\(shadowView).layer.shadowOpacity = Float(\(code.bounded(shadow.opacity, 0, 1)))",
                      "\(shadowView).layer.shadowRadius = \(code.bounded(shadow.radius, 0))",
                      "\(shadowView).layer.shadowOffset = CGSize(width: \(code.code(shadow.x)), height: \(code.code(shadow.y)))",
                      "\(shadowView).layer.shadowPath = UIBezierPath(roundedRect: \(shadowView).bounds, cornerRadius: \(view).layer.cornerRadius).cgPath"]
        }
        return lines
    }

    // MARK: SwiftUI

    /// The SwiftUI code of the outline's numbers by their LayerFrame names (`cornerRadius`,
    /// `borderWidth`, `shadowOpacity`, `shadowRadius`, `shadowX`, `shadowY`): a header layer reads
    /// them from its LayerFrame `f`; a row layer (`inline`) writes its expressions in place.
    enum SwiftUIValues { case frame(String), inline }

    private func value(_ name: String, _ values: SwiftUIValues) -> String {
        if case let .frame(f) = values { return "\(f).\(name)" }
        let property: DesignProperty? = switch name {
        case "cornerRadius": if case let .property(p) = radius { p } else { nil }
        case "borderWidth": border?.width
        case "shadowOpacity": shadow?.opacity
        case "shadowRadius": shadow?.radius
        case "shadowX": shadow?.x
        case "shadowY": shadow?.y
        default: nil
        }
        return property.map(code.code) ?? "0"
    }

    /// The outline as a SwiftUI shape; nil: the plain rectangle.
    func swiftUIShape(_ values: SwiftUIValues) -> String? {
        switch radius {
        case .halfShortSide: return "Capsule()"
        case .property: return "RoundedRectangle(cornerRadius: \(value("cornerRadius", values)))"
        case nil: return nil
        }
    }

    /// The layer's content clipped to its outline, with its border inside it.
    func swiftUI(_ content: String, _ values: SwiftUIValues) -> String {
        var view = content
        if let shape = swiftUIShape(values) { view += ".clipShape(\(shape))" }
        if let border {
            view += ".overlay(\(swiftUIShape(values) ?? "Rectangle()").strokeBorder(\(colors.swiftUI(border.color)), lineWidth: max(0, \(value("borderWidth", values)))))"
        }
        return view
    }

    /// The shadow, applied to the placed layer (after its alpha, as CALayer's shadow is).
    func swiftUIShadow(_ values: SwiftUIValues) -> String {
        guard let shadow else { return "" }
        return ".shadow(color: \(colors.swiftUI(shadow.color)).opacity(min(1, max(0, \(value("shadowOpacity", values))))), "
            + "radius: max(0, \(value("shadowRadius", values))), x: \(value("shadowX", values)), y: \(value("shadowY", values)))"
    }
}
