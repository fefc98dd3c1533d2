// A stand-in for the parts of SwiftUI the SwiftUI code export uses, so exported views type-check
// on Linux (built over the UIKit stand-in, as SwiftUI on iOS brings UIKit's colours). Signatures
// follow SwiftUI's (iOS 18); every view and modifier returns one erased view type, `_V`, since
// nothing is laid out or drawn.
@_exported import UIKit

// (SwiftUI's `body` is also a @ViewBuilder; the export writes it as one expression, which reads
// the same without the builder.)
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// What every view and modifier here returns.
public struct _V: View {
    public init() {}
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> _V { _V() }
    public static func buildBlock() -> _V { _V() }
    public static func buildBlock(_ parts: _V...) -> _V { _V() }
    public static func buildOptional(_ part: _V?) -> _V { _V() }
    public static func buildEither(first: _V) -> _V { _V() }
    public static func buildEither(second: _V) -> _V { _V() }
    public static func buildLimitedAvailability(_ part: _V) -> _V { _V() }
}

// MARK: State

@propertyWrapper public struct State<Value> {
    private let box: Box
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

@propertyWrapper public struct Binding<Value> {
    let get: () -> Value, set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

// MARK: Geometry

public struct UnitPoint: Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1), leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5), topLeading = UnitPoint(x: 0, y: 0)
}

public struct Alignment: Equatable {
    let x: CGFloat, y: CGFloat
    public static let topLeading = Alignment(x: 0, y: 0), leading = Alignment(x: 0, y: 0.5), center = Alignment(x: 0.5, y: 0.5)
    public static let top = Alignment(x: 0.5, y: 0), bottom = Alignment(x: 0.5, y: 1), trailing = Alignment(x: 1, y: 0.5)
    public static let bottomLeading = Alignment(x: 0, y: 1)
}

public enum HorizontalAlignment { case leading, center, trailing }

public struct EdgeInsets: Equatable {
    public var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
}

public enum Edge {
    public struct Set: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom], all: Set = [.horizontal, .vertical]
    }
}

public protocol CoordinateSpaceProtocol {}
public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

public struct GeometryProxy {
    public var size: CGSize { .zero }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}

public struct ProposedViewSize: Equatable {
    public var width: CGFloat?, height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

// MARK: Layout

public struct LayoutSubview {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

public struct LayoutSubviews: RandomAccessCollection {
    let views: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { views.count }
    public subscript(index: Int) -> LayoutSubview { views[index] }
}

public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _V { _V() }
}

// MARK: Styles and colours

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public init(uiColor: UIColor) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }
    public static func == (a: Color, b: Color) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
    public static var thickMaterial: Material { Material() }
    public static var bar: Material { Material() }
}

public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

public struct LinearGradient: View, ShapeStyle {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

public struct Font: Hashable {
    public struct Weight: Hashable {
        let value: Double
        public static let regular = Weight(value: 0), semibold = Weight(value: 0.3), bold = Weight(value: 0.4), heavy = Weight(value: 0.56)
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let medium = Weight(value: 0.23), black = Weight(value: 0.62)
    }
    let name: String
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font { Font(name: "system") }
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title"), title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3"), headline = Font(name: "headline"), body = Font(name: "body")
    public static let callout = Font(name: "callout"), subheadline = Font(name: "subheadline"), footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption"), caption2 = Font(name: "caption2")
    public func weight(_ weight: Weight) -> Font { self }
}

public protocol Shape: View {}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> _V { _V() }
}
/// A shape that can be inset: its border is stroked inside it.
public protocol InsettableShape: Shape {}
extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _V { _V() }
}
public struct Rectangle: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct Capsule: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct Circle: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat) {}
    public var body: Never { fatalError() }
}
public enum RoundedCornerStyle { case circular, continuous }
/// iOS 16: a rectangle with a radius per corner.
public struct UnevenRoundedRectangle: InsettableShape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

public enum ContentMode { case fit, fill }

// MARK: Views

public struct Text: View {
    public init(_ content: String) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct ProgressView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct HStack: View {
    public init<Content: View>(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct LazyHStack: View {
    public init<Content: View>(spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A grid's column (iOS 14).
public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

public struct LazyVGrid: View {
    public init<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ZStack: View {
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct VStack: View {
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct PinnedScrollableViews: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
}

public struct LazyVStack: View {
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                               @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public enum Axis {
    case horizontal, vertical
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public struct ScrollView: View {
    public init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Section: View {
    public init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {}
    public var body: Never { fatalError() }
}

public struct ForEach: View {
    public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public init<Data: RandomAccessCollection, Content: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where Data.Element: Identifiable {}
    public var body: Never { fatalError() }
}

public struct GeometryReader: View {
    public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

public struct TabView: View {
    public init<Content: View>(@ViewBuilder content: () -> Content) {}
    public init<Selection: Hashable, Content: View>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A tab of a TabView (iOS 18).
public struct Tab: View {
    public init<Value: Hashable, Content: View>(_ title: some StringProtocol, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {}
    public init<Value: Hashable, Content: View, Label: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

/// A namespace views share an identity in (`glassEffectUnion`).
@propertyWrapper public struct Namespace {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}

/// iOS 26: glass views in one container are drawn as one material, nearby shapes merging.
@available(iOS 26.0, *)
public struct GlassEffectContainer: View {
    public init<Content: View>(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// iOS 26: when the tab bar minimises.
@available(iOS 26.0, *)
public struct TabBarMinimizeBehavior {
    public static let automatic = TabBarMinimizeBehavior(), never = TabBarMinimizeBehavior()
    public static let onScrollDown = TabBarMinimizeBehavior(), onScrollUp = TabBarMinimizeBehavior()
}

/// iOS 26's Liquid Glass.
@available(iOS 26.0, *)
public struct Glass {
    public static let regular = Glass(), clear = Glass(), identity = Glass()
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// iOS 26: how scrolling content meets the bars.
@available(iOS 26.0, *)
public struct ScrollEdgeEffectStyle {
    public static let automatic = ScrollEdgeEffectStyle(), soft = ScrollEdgeEffectStyle(), hard = ScrollEdgeEffectStyle()
}

public struct Picker: View {
    public init<Selection: Hashable, Content: View>(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Button: View {
    public init<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

// MARK: Styles of controls

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }

public protocol TabViewStyle {}
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode { case always, automatic, never }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
@available(iOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle {}
@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { GlassButtonStyle() } }
public enum ControlSize { case mini, small, regular, large, extraLarge }

// MARK: Scrolling

public enum ScrollBounceBehavior { case automatic, always, basedOnSize }
public enum ContentMarginPlacement { case automatic, scrollContent, scrollIndicators }

public struct CGVector: Equatable {
    public var dx: CGFloat, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

public struct ScrollTarget { public var rect: CGRect; public var anchor: UnitPoint? }
public struct ScrollTargetBehaviorContext {
    public var velocity: CGVector { CGVector(dx: 0, dy: 0) }
    public var containerSize: CGSize { .zero }
}
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

public struct ScrollGeometry: Equatable {
    public var contentOffset: CGPoint { .zero }
    public var contentSize: CGSize { .zero }
}

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

// MARK: Modifiers

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _V { _V() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> _V { _V() }
    public func padding(_ length: CGFloat) -> _V { _V() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _V { _V() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _V { _V() }
    public func opacity(_ opacity: Double) -> _V { _V() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _V { _V() }
    public func clipped() -> _V { _V() }
    public func clipShape<S: Shape>(_ shape: S) -> _V { _V() }
    public func blur(radius: CGFloat) -> _V { _V() }
    public func allowsHitTesting(_ enabled: Bool) -> _V { _V() }
    public func ignoresSafeArea() -> _V { _V() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _V { _V() }
    public func background<Background: View>(_ background: Background) -> _V { _V() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> _V { _V() }
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> _V { _V() }
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> _V { _V() }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> _V { _V() }
    public func scaledToFill() -> _V { _V() }
    public func font(_ font: Font?) -> _V { _V() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _V { _V() }
    public func lineLimit(_ number: Int?) -> _V { _V() }
    public func tag<V: Hashable>(_ tag: V) -> _V { _V() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> _V { _V() }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> _V { _V() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _V { _V() }
    public func controlSize(_ size: ControlSize) -> _V { _V() }
    public func tint(_ tint: Color?) -> _V { _V() }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _V { _V() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _V { _V() }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> _V { _V() }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior) -> _V { _V() }
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _V { _V() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> _V { _V() }
    @available(iOS 26.0, *)
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> _V { _V() }
    @available(iOS 26.0, *)
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> _V { _V() }
    @available(iOS 26.0, *)
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> _V { _V() }
    @available(iOS 26.0, *)
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> _V { _V() }
    @available(iOS 26.0, *)
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> _V { _V() }
    @available(iOS 26.0, *)
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> _V { _V() }
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> _V { _V() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> _V { _V() }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> _V { _V() }
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> _V { _V() }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> _V
        where K.Value: Equatable { _V() }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> _V { _V() }
}

public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

// MARK: What the sections, row templates and tab switch use

public enum VerticalAlignment { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// A view's size inside an alignment guide's closure.
public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
}

/// A shape whose type is erased (iOS 16).
public struct AnyShape: Shape {
    public init<S: Shape>(_ shape: S) {}
    public var body: Never { fatalError() }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _V
    @ViewBuilder func body(content: Content) -> Body
}

/// iOS 18's scroll position: where a scroll view is, or is asked to go.
@available(iOS 18.0, *)
public struct ScrollPosition {
    public init() {}
    public mutating func scrollTo(y: CGFloat) {}
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _V { _V() }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _V { _V() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _V { _V() }
    public func modifier<M: ViewModifier>(_ modifier: M) -> _V { _V() }
    @available(iOS 18.0, *)
    public func scrollPosition(_ position: Binding<ScrollPosition>) -> _V { _V() }
}

extension View {
    public func hidden() -> _V { _V() }
}

// MARK: Navigation (issue 45: the navigationBar layer's export)

public struct NavigationStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ToolbarItemPlacement {
    public static let topBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement(), automatic = ToolbarItemPlacement()
}

public protocol ToolbarContent {}

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock(_ content: any ToolbarContent...) -> [any ToolbarContent] { content }
}

public struct ToolbarItem<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarPlacement {
    public static let navigationBar = ToolbarPlacement()
}

/// iOS 27: `ToolbarMinimizationBehavior`.
@available(iOS 27.0, *)
public struct ToolbarMinimizationBehavior {
    public static let automatic = ToolbarMinimizationBehavior(), never = ToolbarMinimizationBehavior()
    public static let onScrollDown = ToolbarMinimizationBehavior(), onScrollUp = ToolbarMinimizationBehavior()
}

public enum NavigationBarItemTitleDisplayMode { case automatic, inline, large }

extension Button {
    public init(_ title: some StringProtocol, systemImage: String, action: @escaping () -> Void) { self.init(action: action) { _V() } }
    public init(_ title: some StringProtocol, action: @escaping () -> Void) { self.init(action: action) { _V() } }
}

extension View {
    public func navigationTitle(_ title: some StringProtocol) -> _V { _V() }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> _V { _V() }
    public func toolbar(@ToolbarContentBuilder content: () -> [any ToolbarContent]) -> _V { _V() }
    @available(iOS 27.0, *)
    public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...) -> _V { _V() }
}
