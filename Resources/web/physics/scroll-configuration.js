// Port of ScrollCore/ScrollConfiguration.swift with the defaults and ranges of
// ScrollCore/Tuning/PhysicsParameters.swift (UIKit's where UIKit has one). Times in s.

/** Each physics parameter: default and accepted range, as PhysicsParameter declares them. */
export const physicsParameters = {
  decelerationRate: { default: 0.998, min: 0, max: 1 },
  rubberBandConstant: { default: 0.55, min: 0.01, max: 2 },
  touchSlop: { default: 10, min: 0, max: 100 },
  bounces: { default: 1, flag: true },
  alwaysBounceVertical: { default: 0, flag: true },
  alwaysBounceHorizontal: { default: 0, flag: true },
  scrollEnabled: { default: 1, flag: true },
  pagingEnabled: { default: 0, flag: true },
  pageHeight: { default: 0, min: 0, max: 100000 },
  directionalLockEnabled: { default: 1, flag: true },
  delaysContentTouches: { default: 1, flag: true },
  touchDelayMs: { default: 150, min: 0, max: 1000 },
  showsVerticalScrollIndicator: { default: 1, flag: true },
  bounceResponse: { default: 0.5, min: 0.05, max: 5 },
  velocityWindowMs: { default: 100, min: 10, max: 1000 },
  scrollAnimationDuration: { default: 0.3, min: 0.01, max: 5 },
  wheelLineHeight: { default: 40, min: 1, max: 1000 },
  maximumFlingVelocity: { default: 8000, min: 100, max: 100000 },
  carriesMomentum: { default: 1, flag: true },
  animationSlowdown: { default: 1, min: 1, max: 20 },
};

/** The typed physics from a name → number map (flags as 0/1); missing names keep their defaults. */
export function scrollConfiguration(values = {}) {
  const get = (name) => {
    const spec = physicsParameters[name];
    const v = values[name];
    if (v === undefined || v === null) return spec.default;
    const n = typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
    if (spec.flag) return n !== 0 ? 1 : 0;
    return Number.isFinite(n) ? Math.min(Math.max(n, spec.min), spec.max) : spec.default;
  };
  return {
    decelerationRatePerMillisecond: get('decelerationRate'),
    rubberBandConstant: get('rubberBandConstant'),
    touchSlop: get('touchSlop'),
    bounces: !!get('bounces'),
    alwaysBounceVertical: !!get('alwaysBounceVertical'),
    alwaysBounceHorizontal: !!get('alwaysBounceHorizontal'),
    scrollEnabled: !!get('scrollEnabled'),
    pagingEnabled: !!get('pagingEnabled'),
    pageSize: get('pageHeight'),
    directionalLockEnabled: !!get('directionalLockEnabled'),
    delaysContentTouches: !!get('delaysContentTouches'),
    touchDelay: get('touchDelayMs') / 1000,
    showsScrollIndicator: !!get('showsVerticalScrollIndicator'),
    bounceResponse: get('bounceResponse'),
    velocityWindow: get('velocityWindowMs') / 1000,
    scrollAnimationDuration: get('scrollAnimationDuration'),
    wheelLineHeight: get('wheelLineHeight'),
    maximumFlingVelocity: get('maximumFlingVelocity'),
    carriesMomentum: !!get('carriesMomentum'),
    animationSlowdown: get('animationSlowdown'),
  };
}
