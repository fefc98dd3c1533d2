import Testing
@testable import ScrollCore
import ScrollPhysics

/// Issue 19: one declaration per parameter. `ScrollConfiguration` is built from
/// `PhysicsParameter` only: its defaults and the ranges it sanitizes to are the declared ones.
@Suite struct TypedParametersTests {
    /// Every declared physics number or flag changes the configuration when set to another valid
    /// value (its default moved one step inside its range, or a flag flipped), except the two
    /// indicator insets, which the screen reads. Nothing is declared and then ignored.
    @Test func everyPhysicsParameterReachesTheConfiguration() throws {
        let readByTheScreen: Set = [PhysicsParameter.scrollIndicatorInsetTop.name, PhysicsParameter.scrollIndicatorInsetBottom.name]
        let defaults = ScrollConfiguration()
        for spec in ParameterCatalog.physics.specs where !readByTheScreen.contains(spec.name) {
            var parameters = Parameters(catalog: .physics)
            let other = spec.kind == .toggle ? 1 - spec.defaultValue
                : spec.clamped(spec.defaultValue + spec.step) != spec.defaultValue ? spec.clamped(spec.defaultValue + spec.step)
                : spec.clamped(spec.defaultValue - spec.step)
            try parameters.set(spec.name, to: other)
            #expect(ScrollConfiguration(parameters: parameters) != defaults, "\(spec.name) does not reach the configuration")
        }
    }

    /// The defaults are the declared ones, read through the typed keys.
    @Test func defaultsAreTheDeclaredOnes() {
        let c = ScrollConfiguration()
        #expect(c.decelerationRatePerMillisecond == PhysicsParameter.decelerationRate.spec.defaultValue)
        #expect(c.decelerationRatePerMillisecond == DecelerationRate.normal)
        #expect(c.touchDelay == PhysicsParameter.touchDelayMs.spec.defaultValue / 1000)
        #expect(c.velocityWindow == PhysicsParameter.velocityWindowMs.spec.defaultValue / 1000)
        #expect(c.bounces == (PhysicsParameter.bounces.spec.defaultValue >= 0.5))
        #expect(c.maximumFlingVelocity == PhysicsParameter.maximumFlingVelocity.spec.defaultValue)
    }

    /// A value set in code outside its declared range is moved to the declared range's end (the
    /// old sanitizer had its own, wider bounds: a rubber band of 5 stayed 5, a response of 10 s
    /// stayed 10 s). A value inside is kept bit for bit.
    @Test func valuesSetInCodeAreSanitizedToTheDeclaredRanges() {
        var c = ScrollConfiguration()
        c.rubberBandConstant = 5
        c.bounceResponse = 10
        c.touchDelay = 2.5
        c.animationSlowdown = 50
        c.scrollAnimationDuration = 0.123456789
        let view = ScrollView(axis: .vertical, configuration: c, boundsSize: Size(width: 390, height: 844),
                              contentSize: Size(width: 390, height: 5000), contentInset: .zero)
        #expect(view.physics.rubberBandConstant == PhysicsParameter.rubberBandConstant.spec.range.upperBound)
        #expect(view.physics.bounceResponse == PhysicsParameter.bounceResponse.spec.range.upperBound)
        #expect(view.physics.touchDelay == PhysicsParameter.touchDelayMs.spec.range.upperBound / 1000)
        #expect(view.physics.animationSlowdown == PhysicsParameter.animationSlowdown.spec.range.upperBound)
        #expect(view.physics.scrollAnimationDuration == 0.123456789)
    }

    /// The rate is clamped in one place, `DecelerationRate.clamped`: a rate of 1 or more would
    /// never decay, 0 or less has no logarithm.
    @Test func theDecelerationRateIsClampedOnce() {
        #expect(DecelerationRate.clamped(1.5) == DecelerationRate.computable.upperBound)
        #expect(DecelerationRate.clamped(-1) == DecelerationRate.computable.lowerBound)
        #expect(DecelerationRate.clamped(.nan) == DecelerationRate.normal)
        let sim = DecelerationSimulation(position: 0, velocity: 1000, decelerationRatePerMillisecond: 1.5)
        #expect(sim.decelerationRatePerMillisecond == DecelerationRate.computable.upperBound)
        #expect(sim.doneTime.isFinite && sim.finalPosition.isFinite)
    }
}
