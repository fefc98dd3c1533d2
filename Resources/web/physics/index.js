// The physics port in one import: ScrollPhysics and ScrollCore's vertical scroll view.
export { ScrollView } from './scroll-view.js';
import './scroll-view-pointer.js';
import './scroll-view-motion.js';
import './scroll-view-paging.js';
import './scroll-view-wheel.js';
import './scroll-view-programmatic.js';
export { scrollConfiguration, physicsParameters } from './scroll-configuration.js';
export { rubberBandedOffset, inverseRubberBandedOffset, rubberBandSlope } from './rubber-band.js';
export { DecelerationSimulation, DecelerationRate } from './deceleration.js';
export { BounceSimulation } from './bounce-simulation.js';
export { BallisticSimulation } from './ballistic-simulation.js';
export { CriticallyDampedSpring } from './critically-damped-spring.js';
export { LandingCurve } from './landing-curve.js';
export { VelocityTracker } from './velocity-tracker.js';
export { CarriedMomentum } from './carried-momentum.js';
export { DirectionalLock } from './directional-lock.js';
