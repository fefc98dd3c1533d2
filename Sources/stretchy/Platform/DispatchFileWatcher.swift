#if canImport(Darwin)
import Dispatch
import Darwin
import Foundation
import Stage

/// macOS's watcher: a kqueue vnode source (`DispatchSource.makeFileSystemObjectSource`) per file
/// tells when it is written, replaced or removed, and wakes the window's event wait; the stamps
/// then decide as the polling watcher's do. Sources are opened again after each change (an
/// editor saves by renaming a new file over the old, which ends the old file's source). A look
/// every 2 s remains for a file that did not exist yet when watched.
/// Written for macOS; NOT compiled or run on a Mac yet (the project is built on Linux).
struct DispatchFileWatcher: FileWatching {
    let path: String
    private var poller: FileWatcher
    private let signal = ChangeFlag()
    private var sources: [DispatchSourceFileSystemObject] = []
    static let safetyIntervalMs = 2000.0

    init(path: String, companions: [String]) {
        self.path = path
        poller = FileWatcher(path: path, companions: companions, intervalMs: 0)
        arm()
    }

    var companionsChanged: Bool { poller.companionsChanged }
    var nextCheckMs: Double { signal.isSet ? 0 : signal.lastLookMs + Self.safetyIntervalMs }

    mutating func hasChanged(nowMs: Double) -> Bool {
        guard signal.isSet || nowMs - signal.lastLookMs >= Self.safetyIntervalMs else { return false }
        signal.clear(atMs: nowMs)
        let changed = poller.hasChanged(nowMs: nowMs)
        if changed { arm() }
        return changed
    }

    mutating func acceptCurrent(companions: [String]?) {
        poller.acceptCurrent(companions: companions)
        arm()
    }

    private mutating func arm() {
        for source in sources { source.cancel() }
        sources = ([path] + poller.companions).compactMap { file in
            let descriptor = open(file, O_EVTONLY)
            guard descriptor >= 0 else { return nil }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .extend, .attrib, .delete, .rename], queue: .global())
            source.setEventHandler { [signal] in
                signal.set()
                EventPump.wake()
            }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            return source
        }
    }

    /// Set from the sources' queue, read on the window's thread.
    final class ChangeFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var set_ = false
        private var lookMs = -Double.infinity
        var isSet: Bool { lock.withLock { set_ } }
        var lastLookMs: Double { lock.withLock { lookMs } }
        func set() { lock.withLock { set_ = true } }
        func clear(atMs nowMs: Double) { lock.withLock { set_ = false; lookMs = nowMs } }
    }
}
#endif
