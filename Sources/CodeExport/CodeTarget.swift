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

    /// Where the content resource goes in the app (`ContentResource`): the bundle's resources,
    /// Android's assets, Flutter's assets (declared in pubspec.yaml).
    var contentResourcePlace: String {
        switch self {
        case .uikit, .swiftui: "target's resources"
        case .compose: "assets (src/main/assets)"
        case .flutter: "assets folder and to pubspec.yaml's flutter: assets:"
        }
    }

    public var fileExtension: String {
        switch self {
        case .uikit, .swiftui: "swift"
        case .compose: "kt"
        case .flutter: "dart"
        }
    }
}
