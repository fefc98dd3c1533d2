/// The platforms a design exports to.
public enum CodeTarget: String, CaseIterable, Sendable {
    case uikit, swiftui, compose, flutter

    public var name: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        case .compose: "Jetpack Compose"
        case .flutter: "Flutter"
        }
    }

    /// UIKit and SwiftUI: the targets with iOS's own APIs (Liquid Glass, SF Symbols, the edge effect).
    var isApple: Bool { self == .uikit || self == .swiftui }

    public var fileExtension: String {
        switch self {
        case .uikit, .swiftui: "swift"
        case .compose: "kt"
        case .flutter: "dart"
        }
    }
}
