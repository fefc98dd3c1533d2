import CSDL2
import Foundation

/// Losing the X server (logout, a dropped `ssh -X`) ends the process inside Xlib: its default
/// handler prints a raw "XIO: fatal IO error" line and exits 1, dropping queued screenshots and the
/// take being recorded. The window installs a handler that finishes them first and exits itself.
public enum DisplayLoss {
    nonisolated(unsafe) private static var onLoss: ((String) -> Never)?

    /// `onLoss` gets the display's name (`$DISPLAY`). It runs inside Xlib's I/O error handler:
    /// Xlib must not be called again (the connection is dead), so it only writes files, and
    /// Xlib exits if the handler returns, so it must exit itself.
    public static func install(_ onLoss: @escaping (String) -> Never) {
        Self.onLoss = onLoss
        #if os(Linux)
        _ = XSetIOErrorHandler { _ in
            let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "?"
            guard let onLoss = DisplayLoss.onLoss else { exit(2) }
            onLoss(display)
        }
        #endif
        // macOS: no X server to lose (SDL's Cocoa driver); nothing to install.
    }
}
