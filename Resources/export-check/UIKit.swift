// A stand-in for the parts of UIKit the UIKit code export uses, so the exported view controllers
// type-check and run on Linux: views keep their bounds, center, transform, alpha and hierarchy,
// and hit-test as UIKit does (hidden, nearly transparent or non-interactive views and points
// outside a view's bounds take no touch; the topmost subview that takes it wins; UIImageView and
// UILabel start non-interactive); colours keep their light and dark components; nothing is drawn.
// Signatures follow UIKit's.
@_exported import Foundation

public struct CGAffineTransform: Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct CALayerCornerCurve: Equatable {
    public let rawValue: String
    public static let circular = CALayerCornerCurve(rawValue: "circular"), continuous = CALayerCornerCurve(rawValue: "continuous")
}

public final class CGPath {}

open class UIBezierPath {
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public var cgPath: CGPath { CGPath() }
}

open class CALayer {
    public init() {}
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColorRef?
    open var shadowColor: CGColorRef?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var frame: CGRect = .zero
    open var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
}

public final class CGColorRef {}

public enum UIUserInterfaceStyle { case unspecified, light, dark }
public protocol UITraitDefinition {}
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public protocol UITraitChangeRegistration {}
struct TraitRegistration: UITraitChangeRegistration {}

open class UITraitCollection {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

open class UIColor {
    private let provider: (UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { provider = { _ in (red, green, blue, alpha) } }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        provider = { traits in dynamicProvider(traits).provider(traits) }
    }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let (r, g, b, a) = provider(traitCollection)
        return UIColor(red: r, green: g, blue: b, alpha: a)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor { traits in let (r, g, b, _) = self.provider(traits); return UIColor(red: r, green: g, blue: b, alpha: alpha) }
    }
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = provider(UITraitCollection(userInterfaceStyle: .light))
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    // The dynamic system colours the export names (values irrelevant here: nothing is drawn).
    public static let label = UIColor.white, secondaryLabel = UIColor.white, tertiaryLabel = UIColor.white
    public static let separator = UIColor.white, opaqueSeparator = UIColor.white
    public static let systemBackground = UIColor.white, secondarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor.white
    public static let systemBlue = UIColor.white, systemRed = UIColor.white, systemGreen = UIColor.white
    public static let systemOrange = UIColor.white, systemPink = UIColor.white
    public static let systemGray = UIColor.white, systemGray4 = UIColor.white, systemGray5 = UIColor.white
    public static let systemGray6 = UIColor.white, systemGray2 = UIColor.white, systemGray3 = UIColor.white
    public static let systemYellow = UIColor.white, systemMint = UIColor.white, systemTeal = UIColor.white
    public static let systemCyan = UIColor.white, systemIndigo = UIColor.white, systemPurple = UIColor.white
    public static let systemBrown = UIColor.white, quaternaryLabel = UIColor.white, placeholderText = UIColor.white
    public static let link = UIColor.white, tertiarySystemBackground = UIColor.white
    public static let secondarySystemGroupedBackground = UIColor.white, tertiarySystemGroupedBackground = UIColor.white
    public static let systemFill = UIColor.white, secondarySystemFill = UIColor.white
    public static let tertiarySystemFill = UIColor.white, quaternarySystemFill = UIColor.white
    public var cgColor: CGColorRef { CGColorRef() }
}

open class UIImage {
    public enum Orientation { case up, down, left, right }
    /// A named photo is 300 × 200 points at @3× here (nothing is loaded).
    open private(set) var size = CGSize(width: 300, height: 200)
    open private(set) var scale: CGFloat = 3
    open private(set) var imageOrientation: Orientation = .up
    public init?(named name: String) {}
    public init?(systemName name: String) {}
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        self.scale = scale
        imageOrientation = orientation
    }
    public enum SymbolWeight { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public struct SymbolConfiguration {
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
    }
}

open class UIView {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }
    public enum ContentMode { case scaleAspectFill, scaleAspectFit, scaleToFill, center }

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }

    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    /// The untransformed frame (UIKit's frame is undefined with a transform; the export never reads it then).
    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set { bounds = CGRect(origin: .zero, size: newValue.size); center = CGPoint(x: newValue.midX, y: newValue.midY) }
    }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var backgroundColor: UIColor?
    open var contentMode: ContentMode = .scaleToFill
    open var autoresizingMask: AutoresizingMask = []
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var safeAreaInsets: UIEdgeInsets = .zero
    open var traitCollection = UITraitCollection(userInterfaceStyle: .light)
    public let layer = CALayer()
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() {}
    open func layoutSubviews() {}

    @discardableResult
    public func registerForTraitChanges<V: UIView>(_ traits: [UITrait], handler: @escaping (V, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitRegistration()
    }

    // MARK: Hit-testing (UIKit's rules)

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let local = subview.fromSuperview(point), let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// A point of the superview's coordinates in this view's (nil when the transform is singular).
    func fromSuperview(_ p: CGPoint) -> CGPoint? {
        let t = transform, det = t.a * t.d - t.b * t.c
        guard det != 0 else { return nil }
        let x = p.x - center.x - t.tx, y = p.y - center.y - t.ty
        return CGPoint(x: (t.d * x - t.c * y) / det + bounds.midX, y: (-t.b * x + t.a * y) / det + bounds.midY)
    }

    func toSuperview(_ p: CGPoint) -> CGPoint {
        let t = transform, x = p.x - bounds.midX, y = p.y - bounds.midY
        return CGPoint(x: t.a * x + t.c * y + t.tx + center.x, y: t.b * x + t.d * y + t.ty + center.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { corner -> CGPoint in
            var p = corner, v: UIView? = self
            while let current = v, current !== view { p = current.toSuperview(p); v = current.superview }
            return p
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

open class NSMutableParagraphStyle {
    public init() {}
    open var lineHeightMultiple: CGFloat = 0
}
extension NSAttributedString.Key {
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

open class UILabel: UIView {
    open var attributedText: NSAttributedString?
    public enum LineBreakMode { case byTruncatingTail, byWordWrapping }
    public override init(frame: CGRect) { super.init(frame: frame); isUserInteractionEnabled = false }
    public required init?(coder: NSCoder) { nil }
    open var text: String?
    open var textColor: UIColor?
    open var font: UIFont?
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    open var intrinsicContentSize: CGSize { CGSize(width: CGFloat((text ?? "").count) * 9, height: 20) }
}

open class UIFont {
    public struct Weight: Equatable {
        public let rawValue: CGFloat
        public static let regular = Weight(rawValue: 0), semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
    }
    public struct TextStyle: Equatable {
        public let rawValue: String
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout"), subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    public init() {}
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

open class UIFontMetrics {
    public init(forTextStyle style: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

open class UIImageView: UIView {
    open var image: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var tintColor: UIColor?
    public override init(frame: CGRect) { super.init(frame: frame); isUserInteractionEnabled = false }
    public required init?(coder: NSCoder) { nil }
    public convenience init(image: UIImage?) { self.init(frame: .zero); self.image = image }
}

open class UIVisualEffect {}
open class UIBlurEffect: UIVisualEffect {
    public enum Style { case systemMaterial, systemThinMaterial, systemUltraThinMaterial, systemThickMaterial, systemChromeMaterial }
    public init(style: Style) {}
}
/// iOS 26's Liquid Glass.
@available(iOS 26.0, *)
open class UIGlassEffect: UIVisualEffect {
    public enum Style { case regular, clear }
    open var tintColor: UIColor?
    open var isInteractive = false
    public init(style: Style) {}
}
/// iOS 26: glass views in one container's content view are drawn as one material.
@available(iOS 26.0, *)
open class UIGlassContainerEffect: UIVisualEffect {
    open var spacing: CGFloat = 0
    public override init() {}
}
open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    open var effect: UIVisualEffect?
    /// The content view is a subview, as UIKit's is (a glass group's layers live in it).
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero); addSubview(contentView) }
    public required init?(coder: NSCoder) { nil }
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = 0
    public init(items: [Any]?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }
}

open class UIActivityIndicatorView: UIView {
    public enum Style { case medium, large }
    open var hidesWhenStopped = true
    public init(style: Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }
}

open class UIAction {
    public let handler: (UIAction) -> Void
    public init(handler: @escaping (UIAction) -> Void) { self.handler = handler }
}

open class UIControl: UIView {
    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), selected = State(rawValue: 4)
    }
    public private(set) var actions: [(UIAction, Event)] = []
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    /// Runs the actions added for any of `events`, as UIKit does.
    open func sendActions(for events: Event) { for (action, on) in actions where !on.isDisjoint(with: events) { action.handler(action) } }
}

open class UIButton: UIControl {
    public enum ButtonType { case custom, system }
    /// iOS 15's button configurations (a `button` layer's export).
    public struct Configuration {
        public enum Size { case mini, small, medium, large }
        public enum CornerStyle { case fixed, dynamic, small, medium, large, capsule }
        public struct Background {
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
        }
        public var title: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var background = Background()
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        @available(iOS 26.0, *)
        public static func glass() -> Configuration { Configuration() }
    }
    public var configuration: Configuration?
    public init(configuration: Configuration) { self.configuration = configuration; super.init(frame: .zero) }
    public private(set) var titleLabel: UILabel? = UILabel()
    public private(set) var titles: [UInt: String] = [:]
    public private(set) var titleColors: [UInt: UIColor] = [:]
    public init(type: ButtonType) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
}

extension UIView {
    /// Runs the animations at once (nothing is drawn here).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
}

extension NSString {
    /// A text's size in a font: 8.5 pt a character at 15 pt (SF's average advance), 1.2 × the size tall.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        CGSize(width: CGFloat(length) * 8.5, height: 18)
    }
}

open class UIRefreshControl: UIControl {
    public convenience init() { self.init(frame: .zero) }
    open private(set) var isRefreshing = false
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

public protocol UIScrollViewDelegate: AnyObject {}

open class UIScrollView: UIView {
    public struct DecelerationRate: Equatable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
    public enum ContentInsetAdjustmentBehavior { case automatic, never }
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var decelerationRate = DecelerationRate(rawValue: 0.998)
    open var bounces = true
    open var alwaysBounceVertical = false
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var refreshControl: UIRefreshControl?
    /// iOS 26's scroll edge effects.
    public let topEdgeEffect = UIScrollEdgeEffect(), bottomEdgeEffect = UIScrollEdgeEffect()
    public let leftEdgeEffect = UIScrollEdgeEffect(), rightEdgeEffect = UIScrollEdgeEffect()
}

@available(iOS 26.0, *)
open class UIScrollEdgeEffect {
    public enum Style { case automatic, soft, hard }
    open var style: Style = .automatic
    open var isHidden = false
    init() {}
}

public struct UIRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2), bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
}

public protocol UIInteraction: AnyObject {}

/// iOS 26: the views holding it shape the scroll edge effect at `edge`.
@available(iOS 26.0, *)
open class UIScrollEdgeElementContainerInteraction: UIInteraction {
    public init() {}
    open weak var scrollView: UIScrollView?
    open var edge: UIRectEdge = .top
}

extension UIView {
    private static var attached: [ObjectIdentifier: [any UIInteraction]] = [:]
    public var interactions: [any UIInteraction] { Self.attached[ObjectIdentifier(self)] ?? [] }
    public func addInteraction(_ interaction: any UIInteraction) { Self.attached[ObjectIdentifier(self), default: []].append(interaction) }
}

public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
public protocol UITableViewDelegate: UIScrollViewDelegate {}

open class UITableViewCell: UIView {
    public enum CellStyle { case `default`, value1, value2, subtitle }
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    public let contentView = UIView()
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }
}

open class UITableView: UIScrollView {
    public enum Style { case plain, grouped }
    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var estimatedRowHeight: CGFloat = 44
    open var tableHeaderView: UIView?
    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    public static let automaticDimension: CGFloat = -1
    /// How many times the data was reloaded (a harness checks a tab switch reloads).
    public private(set) var reloads = 0
    open func reloadData() { reloads += 1 }
}

public enum UIStatusBarStyle { case `default`, lightContent, darkContent }

open class UITabBarItem {
    public init(title: String?, image: UIImage?, tag: Int) {}
}

@available(iOS 26.0, *)
open class UITabAccessory {
    public let contentView: UIView
    public init(contentView: UIView) { self.contentView = contentView }
}

open class UITabBarController: UIViewController {
    @available(iOS 26.0, *)
    public enum MinimizeBehavior { case automatic, never, onScrollDown, onScrollUp }
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: MinimizeBehavior { get { minimize } set { minimize = newValue } }
    private var minimize: MinimizeBehavior = .automatic
    @available(iOS 26.0, *)
    open var bottomAccessory: UITabAccessory? { get { accessory } set { accessory = newValue } }
    private var accessory: UITabAccessory?
}

open class UIViewController {
    public init() {}
    public let navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    @discardableResult
    public func registerForTraitChanges<V: UIViewController>(_ traits: [UITrait], handler: @escaping (V, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitRegistration()
    }
    public let view = UIView(frame: .zero)
    open var title: String?
    open var traitCollection: UITraitCollection { view.traitCollection }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How often the status bar was asked to read preferredStatusBarStyle again.
    public private(set) var statusBarUpdates = 0
    open func setNeedsStatusBarAppearanceUpdate() { statusBarUpdates += 1 }
    open func viewDidLoad() {}
    open func viewDidLayoutSubviews() {}
}

extension IndexPath {
    /// UIKit's table row: the second index.
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}

// MARK: What the device-trace recorder (export-code --recorder) uses

open class UIEvent {
    public init() {}
}

open class UITouch: Hashable {
    /// Seconds on the media clock (CACurrentMediaTime's), as UIKit's.
    open var timestamp: TimeInterval
    /// The location in the window (the stand-in has one coordinate space).
    private let point: CGPoint
    public init(timestamp: TimeInterval, location: CGPoint) { self.timestamp = timestamp; self.point = location }
    open func location(in view: UIView?) -> CGPoint { point }
    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

open class UIGestureRecognizer {
    public enum State { case possible, began, changed, ended, cancelled, failed }
    public init(target: Any?, action: Never?) {}
    open var state: State = .possible
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

extension UIView {
    private static var recognizers: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    public var gestureRecognizers: [UIGestureRecognizer]? { Self.recognizers[ObjectIdentifier(self)] }
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        Self.recognizers[ObjectIdentifier(self), default: []].append(recognizer)
    }
}

/// The display link without selectors (Linux has no Objective-C runtime): a harness calls `step(at:)`.
open class CADisplayLink {
    public static private(set) var running: [CADisplayLink] = []
    private let callback: (CADisplayLink) -> Void
    open private(set) var timestamp: TimeInterval = 0
    public init(stepping callback: @escaping (CADisplayLink) -> Void) { self.callback = callback }
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) { Self.running.append(self) }
    open func invalidate() { Self.running.removeAll { $0 === self } }
    /// A frame at `time` (seconds on the media clock).
    public func step(at time: TimeInterval) { timestamp = time; callback(self) }
}

open class UIDevice {
    public static let current = UIDevice()
    open var model = "iPhone"
    open var systemVersion = "26.0"
}

extension UIScrollView {
    /// The stand-in adjusts nothing: the inset as set.
    public var adjustedContentInset: UIEdgeInsets { contentInset }
}

// MARK: Collection views (the export of sections, grids, rows and row templates)

public struct NSDirectionalEdgeInsets: Equatable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

extension UIView {
    public func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    public func layoutIfNeeded() { layoutSubviews() }
}

extension UILabel {
    private static var alignments: [ObjectIdentifier: NSTextAlignment] = [:]
    public var textAlignment: NSTextAlignment {
        get { Self.alignments[ObjectIdentifier(self)] ?? .natural }
        set { Self.alignments[ObjectIdentifier(self)] = newValue }
    }
}
public enum NSTextAlignment { case left, center, right, justified, natural }

public final class NSCollectionLayoutDimension {
    let value: CGFloat
    init(_ value: CGFloat) { self.value = value }
    public static func absolute(_ value: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(value) }
    public static func estimated(_ value: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(value) }
    public static func fractionalWidth(_ value: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(value) }
    public static func fractionalHeight(_ value: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(value) }
}

public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }
}

open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

public final class NSCollectionLayoutSpacing {
    public static func fixed(_ value: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing() }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open var interItemSpacing: NSCollectionLayoutSpacing?
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize)
    }
}

public enum NSRectAlignment { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    open var pinToVisibleBounds = false
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) { super.init(layoutSize: layoutSize) }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior { case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered }

public protocol NSCollectionLayoutContainer { var effectiveContentSize: CGSize { get } }
public protocol NSCollectionLayoutEnvironment { var container: any NSCollectionLayoutContainer { get } }

public struct UICollectionLayoutListConfiguration {
    public enum Appearance { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode { case none, supplementary, firstItemInSection }
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public var headerMode: HeaderMode = .none
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    public init(appearance: Appearance) { separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance) }
}

/// iOS 14.5's separators of a list section (a cell's top and bottom).
public struct UIListSeparatorConfiguration {
    public enum Visibility { case automatic, visible, hidden }
    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var color: UIColor = .separator
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

open class NSCollectionLayoutSection {
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init(group: NSCollectionLayoutGroup) {}
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: []))
    }
}

open class UICollectionViewLayout {
    public init() {}
    /// The stand-in lays nothing out: a harness reads the sections from the data source.
    open var collectionViewContentSize: CGSize { .zero }
    open func invalidateLayout() {}
}

open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let sectionProvider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        self.sectionProvider = sectionProvider
    }
}

open class UICollectionViewLayoutAttributes {
    open var frame: CGRect = .zero
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public init() {}
}

open class UICollectionReusableView: UIView {
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public struct ImageProperties {
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }
    public struct TextProperties {
        public var color: UIColor = .label
    }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
}

public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
}

public struct UICellAccessory {
    public enum DisplayedState { case always, whenEditing, whenNotEditing }
    public struct Placement {
        public static func leading(displayed: DisplayedState = .always) -> Placement { Placement() }
        public static func trailing(displayed: DisplayedState = .always) -> Placement { Placement() }
    }
    public struct CustomViewConfiguration {
        public init(customView: UIView, placement: Placement) {}
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory { UICellAccessory() }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory() }
}

open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var contentConfiguration: (any UIContentConfiguration)?
}

public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }
}
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { nil }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    /// The stand-in builds no cells (the harness reads the data source's counts).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    /// How many times the data was reloaded (a harness checks a tab switch reloads).
    public private(set) var reloads = 0
    open func reloadData() { reloads += 1 }
}

extension IndexPath {
    /// UIKit's collection view item: the second index.
    public var item: Int { self[1] }
}

// Core Image, as UIKit brings it: a blurred copy of a photo (the image layers' blur). Images keep
// their extent; a filter's output is its input's, clamped images reach for ever.
public final class CGImage {
    public let width: Int, height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
}
open class CIImage {
    public let extent: CGRect
    init(extent: CGRect) { self.extent = extent }
    public convenience init?(image: UIImage) {
        self.init(extent: CGRect(x: 0, y: 0, width: image.size.width * image.scale, height: image.size.height * image.scale))
    }
    public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
    public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
}
public let kCIInputImageKey = "inputImage", kCIInputRadiusKey = "inputRadius"
open class CIFilter {
    public private(set) var values: [String: Any] = [:]
    public init?(name: String) {}
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open var outputImage: CIImage? { values[kCIInputImageKey] as? CIImage }
}
open class CIContext {
    public init() {}
    open func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        rect.isInfinite || rect.isEmpty ? nil : CGImage(width: Int(rect.width), height: Int(rect.height))
    }
}

// MARK: Navigation (issue 45: the navigationBar layer's export)

#if !canImport(ObjectiveC)
/// An Objective-C method's name (Foundation on Linux has none).
public struct Selector { public init(_ name: String) {} }
#endif

open class UIBarButtonItem {
    public enum Style { case plain, done, prominent }
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {}
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {}
    open var accessibilityLabel: String?
}

/// iOS 27: `UIBarMinimizationBehavior` (automatic, never, onScrollDown, onScrollUp; raw values 0–3).
@available(iOS 27.0, *)
public enum UIBarMinimizationBehavior: Int { case automatic = 0, never = 1, onScrollDown = 2, onScrollUp = 3 }

/// iOS 27: the navigation item's minimisation configuration.
@available(iOS 27.0, *)
open class UIBarMinimization {
    public init() {}
    open var behavior: UIBarMinimizationBehavior = .automatic
}

open class UINavigationItem {
    public enum LargeTitleDisplayMode { case automatic, always, never, inline }
    public init() {}
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    @available(iOS 27.0, *)
    open var navigationBarMinimization: UIBarMinimization {
        if let made = minimization as? UIBarMinimization { return made }
        let made = UIBarMinimization()
        minimization = made
        return made
    }
    private var minimization: AnyObject?
}

open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init() }
    public let navigationBar = UINavigationBar(frame: .zero)
}
