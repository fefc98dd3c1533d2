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

    public var fileExtension: String {
        switch self {
        case .uikit, .swiftui: "swift"
        case .compose: "kt"
        case .flutter: "dart"
        }
    }
}
