import Testing
import HeaderKit
import TestSupport

@Suite struct RefreshControlTests {
    @Test func pullArmsReleaseRefreshesAndItEndsAfterTheDuration() {
        var refresh = RefreshControl(threshold: 80, duration: 1.5, spinnerHeight: 60)
        #expect(refresh.update(pull: 40, isDragging: true, time: 0) == nil)
        #expect(refresh.progress == 0.5)
        #expect(refresh.update(pull: 85, isDragging: true, time: 0.1) == .armed)
        #expect(refresh.extraTopInset == 0)
        #expect(refresh.update(pull: 85, isDragging: false, time: 0.2) == .beganRefreshing)
        #expect(refresh.isRefreshing && refresh.extraTopInset == 60)
        #expect(refresh.update(pull: 60, isDragging: false, time: 1.69) == nil)
        #expect(refresh.rotation > 1.5 * Double.pi)
        #expect(refresh.update(pull: 60, isDragging: false, time: 1.7) == .endedRefreshing)
        #expect(refresh.state == .idle && refresh.extraTopInset == 0)
    }

    @Test func releasingShortOfTheThresholdDoesNothing() {
        var refresh = RefreshControl(threshold: 80)
        refresh.update(pull: 79, isDragging: true, time: 0)
        #expect(refresh.update(pull: 79, isDragging: false, time: 0.1) == nil)
        #expect(refresh.state == .idle)
        // A bounce past the threshold without a finger does not arm it either.
        #expect(refresh.update(pull: 120, isDragging: false, time: 0.2) == nil)
    }

    @Test func disabledNeverRefreshes() {
        var refresh = RefreshControl(isEnabled: false)
        #expect(refresh.update(pull: 200, isDragging: true, time: 0) == nil)
        #expect(refresh.update(pull: 200, isDragging: false, time: 0.1) == nil)
        #expect(refresh.progress == 0)
    }
}
