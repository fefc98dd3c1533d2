/// When a motion counts as over: it is no longer visible. Both must hold for good: the distance
/// still to travel is under half a pixel, and the speed is under a few points per second.
/// (Half a pixel as in Ilya Lobanov's UIScrollView deceleration analysis, "threshold =
/// 0.5 / UIScreen.main.scale"; traces are at 1 pixel per point.)
public enum RestThreshold {
    /// Points still to travel: half a pixel at 1 pixel per point.
    public static let distance = 0.5
    /// Points/s: 5 pt/s moves under 0.1 pt per 60 Hz frame. A `.normal` (0.998) deceleration is
    /// already slower than 1 pt/s once under half a point from its end, `.fast` (0.99) 5 pt/s.
    public static let speed = 5.0
}
