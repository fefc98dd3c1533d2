extension ScrollState {
    /// Smallest resting `contentOffset.x`: `-contentInset.left`.
    public var minimumOffsetX: Double { -contentInset.left }
    /// Largest resting `contentOffset.x`; equals the minimum when the content is narrower than the bounds.
    public var maximumOffsetX: Double {
        max(minimumOffsetX, contentSize.width + contentInset.right - boundsSize.width)
    }
}
