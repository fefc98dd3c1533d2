/// The scroll indicator's opacity: shown while the content moves, faded after it rests.
extension ScrollView {
    /// Seconds the indicator stays after the content comes to rest (UIKit ≈ 0.5 s).
    static let indicatorHold = 0.5
    /// Seconds of its fade-out.
    static let indicatorFade = 0.25

    mutating func updateIndicator() {
        guard physics.showsScrollIndicator else { state.scrollIndicatorAlpha = 0; return }
        switch state.phase {
        case .dragging, .decelerating, .bouncing, .animating:
            restTime = currentTime
            state.scrollIndicatorAlpha = 1
        case .idle, .tracking:
            let sinceFadeStart = currentTime - restTime - Self.indicatorHold
            let alpha = 1 - sinceFadeStart / Self.indicatorFade
            state.scrollIndicatorAlpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        }
    }
}
