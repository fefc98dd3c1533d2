/// What expressions may read of the scroll's motion besides the offset: the shown tab (fractional
/// while a swipe moves between tabs), the velocity, the last direction and whether a finger drags.
/// A bar that hides on scroll down, or an indicator that follows a swipe, is then design data.
public struct ScrollMotion: Sendable, Equatable {
    public var tab = 0.0
    /// contentOffset.y's velocity in points per second.
    public var velocity = 0.0
    /// +1 while the content moves up (the offset grows), −1 down; the last non-zero.
    public var direction = 1.0
    public var isDragging = false

    public init(tab: Double = 0, velocity: Double = 0, direction: Double = 1, isDragging: Bool = false) {
        self.tab = tab; self.velocity = velocity; self.direction = direction; self.isDragging = isDragging
    }

    func write(into values: inout ExpressionValues) {
        values.slots[ExpressionScope.tabSlot] = tab
        values.slots[ExpressionScope.velocitySlot] = velocity
        values.slots[ExpressionScope.directionSlot] = direction
        values.slots[ExpressionScope.draggingSlot] = isDragging ? 1 : 0
    }
}

/// How a `tabs` layer draws its strip: X's titles over a sliding underline, or iOS's segmented control.
public enum TabStripStyle: String, Sendable, Equatable, CaseIterable { case underline, segmented }
