/// When a motion counts as over: it is no longer visible. Both must hold for good: the distance
/// still to travel is under half a pixel, and the speed is under a few points per second.
/// (Half a pixel as in Ilya Lobanov's UIScrollView deceleration analysis, "threshold =
/// 0.5 / UIScreen.main.scale": the screen's scale, 3 on an iPhone 15, 1 for a bare viewport.)
public enum RestThreshold {
    /// Points still to travel at 1 pixel per point: half a pixel.
    public static let distance = 0.5

    /// Half a pixel in points on a screen of `scale` pixels per point (`UIScreen.scale`);
    /// a scale below 1 or not finite counts as 1.
    public static func distance(scale: Double) -> Double {
        distance / (scale.isFinite ? max(scale, 1) : 1)
    }
    /// Points/s: 5 pt/s moves under 0.1 pt per 60 Hz frame.
    public static let speed = 5.0
    /// Points/s at which a coast (`DecelerationSimulation`) stops where it is: UIKit's 0.01 pt/ms.
    /// Fitted to UIKit's own numbers (Stack Overflow 16155375, `.normal`, lift to
    /// `scrollViewDidEndDecelerating`): 4.62 / 1.40 / 2.39 / 2.28 pt/ms releases ended after
    /// 3.069 / 2.485 / 2.752 / 2.719 s, i.e. when `v0·0.998^ms` fell to 9.9 / 9.7 / 9.7 / 9.9 pt/s,
    /// and travelled 2300.5 / 693 / 1187.5 / 1132.5 pt = `(v0 - 10)/2.002` within 2 pt (the full
    /// decay `v0/2.002` would be 5 to 7 pt further). The rest of the decay, `10/2.002 ≈ 5 pt` over
    /// the next 2 s, is not travelled; at 10 pt/s a 60 Hz frame moves 0.17 pt, so the stop itself
    /// is not visible.
    public static let coastStopSpeed = 10.0
}
