import ScrollPhysics

/// The axis-independent view of offsets and the scrollable range.
extension ScrollView {
    var offset: Double {
        get { axis == .vertical ? state.contentOffset.y : state.contentOffset.x }
        set { if axis == .vertical { state.contentOffset.y = newValue } else { state.contentOffset.x = newValue } }
    }

    var axisVelocity: Double {
        get { axis == .vertical ? state.velocity.y : state.velocity.x }
        set { if axis == .vertical { state.velocity.y = newValue } else { state.velocity.x = newValue } }
    }

    func coordinate(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

    var minimumOffset: Double { axis == .vertical ? state.minimumOffsetY : state.minimumOffsetX }
    var maximumOffset: Double { axis == .vertical ? state.maximumOffsetY : state.maximumOffsetX }
    /// The viewport's length along the axis: the rubber band's `d`.
    var viewportLength: Double {
        max(axis == .vertical ? state.boundsSize.height : state.boundsSize.width, 1)
    }

    /// Content longer than the viewport scrolls; shorter content only with `alwaysBounce…`.
    var canScroll: Bool {
        maximumOffset > minimumOffset
            || (axis == .vertical ? physics.alwaysBounceVertical : physics.alwaysBounceHorizontal)
    }

    func clampedToRange(_ x: Double) -> Double { min(max(x, minimumOffset), maximumOffset) }

    var isOutOfRange: Bool { offset < minimumOffset - 1e-9 || offset > maximumOffset + 1e-9 }

    /// The edge an out-of-range offset belongs to.
    func nearestEdge(to x: Double) -> Double { x > maximumOffset ? maximumOffset : minimumOffset }

    /// The offset shown for an unbanded (finger-following) offset: rubber-banded past the edges,
    /// clamped when `bounces` is off.
    func displayedOffset(raw: Double) -> Double {
        guard physics.bounces else { return clampedToRange(raw) }
        return rubberBanded(raw, outside: minimumOffset...maximumOffset, dimension: viewportLength,
                            constant: physics.rubberBandConstant)
    }

    /// The inverse of `displayedOffset(raw:)` (a drag that starts while overscrolled).
    func rawOffset(displayed x: Double) -> Double {
        unbanded(x, outside: minimumOffset...maximumOffset, dimension: viewportLength, constant: physics.rubberBandConstant)
    }

    /// `d(displayed)/d(raw)` at an unbanded offset.
    func displayedSlope(raw: Double) -> Double {
        if raw > maximumOffset || raw < minimumOffset {
            guard physics.bounces else { return 0 }
            let edge = nearestEdge(to: raw)
            return rubberBandSlope(overscroll: raw - edge, dimension: viewportLength, constant: physics.rubberBandConstant)
        }
        return 1
    }
}
