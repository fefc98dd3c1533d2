import HeaderKit
import StretchyKit

/// The overlays the window draws over the whole picture: the help card, a toast (fading out over
/// its last 300 ms), the screenshot flash and a banner that stays until its problem is fixed.
struct TransientOverlays {
    var helpVisible = false {
        didSet { if !helpVisible { help.reset() } }
    }
    /// The help sheet's scroll position (a long list in a small window).
    var help = HelpSheet()
    /// Shown until set to nil (an invalid design file on disk).
    var banner: String?
    /// The same for the `--config` file (an invalid value saved while the window runs).
    var configBanner: String?
    private(set) var toastText: String?
    private var toastStartMs = 0.0
    private var toastDurationMs = TransientOverlays.toastDurationMs
    private var flashStartMs: Double?
    static let toastDurationMs = 1500.0
    /// A warning (a photo too small for the header) is a sentence to read, not a confirmation.
    static let warningDurationMs = 5000.0
    static let flashDurationMs = 180.0
    static let toastFadeMs = 300.0

    mutating func showToast(_ text: String, atMs nowMs: Double, durationMs: Double = TransientOverlays.toastDurationMs) {
        toastText = text
        toastStartMs = nowMs
        toastDurationMs = durationMs
    }

    mutating func flash(atMs nowMs: Double) { flashStartMs = nowMs }

    /// When the overlays next change by themselves after `nowMs` (a toast starts to fade or ends,
    /// a flash ends): a resting window wakes then. Nil: nothing due.
    func nextChangeMs(after nowMs: Double) -> Double? {
        var times: [Double] = []
        if toastText != nil { times += [toastStartMs + toastDurationMs - Self.toastFadeMs, toastStartMs + toastDurationMs] }
        if let flash = flashStartMs { times.append(flash + Self.flashDurationMs) }
        return times.filter { $0 > nowMs }.min()
    }

    /// The design and config banners, one under the other (nil: neither).
    var bannerText: String? {
        let banners = [banner, configBanner].compactMap { $0 }
        return banners.isEmpty ? nil : banners.joined(separator: "\n")
    }

    /// Appends what is showing at `nowMs`, forgetting toasts and flashes that are over; the toast
    /// is centred on the first `toastWidth` points (the phones).
    mutating func append(to scene: inout Scene, nowMs: Double, toastWidth: Double? = nil, measurer: any TextMeasuring) {
        if helpVisible { help.append(to: &scene, measurer: measurer) }
        if let text = bannerText { HUDScene.appendBanner(text, to: &scene, measurer: measurer) }
        if let text = toastText {
            let age = nowMs - toastStartMs
            if age >= toastDurationMs {
                toastText = nil
            } else {
                let alpha = min(1, (toastDurationMs - age) / Self.toastFadeMs)
                HUDScene.appendToast(text, alpha: alpha, to: &scene, width: toastWidth, measurer: measurer)
            }
        }
        if let flash = flashStartMs {
            let age = nowMs - flash
            if age >= Self.flashDurationMs { flashStartMs = nil } else {
                HUDScene.appendFlash(alpha: 0.85 * (1 - age / Self.flashDurationMs), to: &scene)
            }
        }
    }
}
