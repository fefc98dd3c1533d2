extension Scene {
    /// Pinch zoom of the header photo (UIScrollView's `zoomScale`): every photo grows about its
    /// own centre by `factor`, inside the same clip, so the header frame and the list stay put.
    public mutating func zoomPhotos(by factor: Double) {
        guard factor.isFinite, factor > 0, factor != 1 else { return }
        for index in packed.indices {
            if case let .image(ref, source, destination, alpha, blurRadius, clip) = packed[index] {
                packed[index] = .image(ref, source: source, destination: destination.scaled(by: factor), alpha: alpha,
                                       blurRadius: blurRadius, clip: clip)
            }
        }
    }
}
