import Foundation
import StretchyFiles
import StretchyKit

/// The window's decisions about its files and takes: what R's start and stop ask of the shell,
/// and what each outcome of a take, Ctrl+S, S, E, the bake and its undo shows (a toast) or says
/// (a stderr line, with a toast for a problem).
extension WindowState {
    /// A stopped take: its script's text and how many input events it holds.
    struct Take: Equatable {
        var text: String
        var eventCount: Int
    }

    /// `outcome` of a file effect carried out at `nowMs` (window clock).
    mutating func reduce(_ outcome: WindowFileOutcome, atMs nowMs: Double) -> [WindowEffect] {
        var effects: [WindowEffect] = []
        switch outcome {
        case let .recordingStarted(started, note):
            sessionOffsetMs = nowMs
            recorder = started
            showToast("recording — \(note); R stops", atMs: nowMs)
            // A drag held across R would go on in the take without its start.
            effects.append(.releaseDrag)
        case let .recordingRefused(reason): report("cannot start recording: \(reason)", atMs: nowMs, &effects)
        case let .takeSaved(take, path, nil): showToast("recorded \(take.eventCount) events → \(path)\(replayHint)", atMs: nowMs)
        case let .takeSaved(_, path, reason?): report("recording saved to \(path) instead: \(reason)", atMs: nowMs, &effects)
        case let .takeNotSaved(take, reason):
            unsavedTakes.append(take)
            report("recording not saved yet (kept, tried again at the next R and at quit): \(reason)", atMs: nowMs, &effects)
        case let .configSaved(path): showToast("parameters saved to \(path)", atMs: nowMs)
        case let .configNotSaved(reason): report("parameters not saved: \(reason)", atMs: nowMs, &effects)
        case let .screenshotNotSaved(message): report(message, atMs: nowMs, &effects)
        case let .codeExported(folder, paths):
            showToast("code for UIKit, SwiftUI, Compose and Flutter in \(folder)/", atMs: nowMs)
            effects.append(.stderrLine("code export → \(paths.joined(separator: ", "))"))
        case let .codeNotExported(reason): report("code not exported: \(reason)", atMs: nowMs, &effects)
        case let .baked(result, file):
            // A toast says what changed, and Ctrl+Z undoes it while it shows.
            pendingBakeUndo = BakeUndo(path: file, baked: result, untilMs: nowMs + Self.bakeUndoMs)
            overlays.showToast("baked into \(URL(fileURLWithPath: file).lastPathComponent): \(result.changesText) — Ctrl+Z undoes",
                               atMs: nowMs, durationMs: Self.bakeUndoMs)
            effects.append(.stderrLine("baked into \(file): \(result.changesText)"))
        case let .bakeChangedNothing(file):
            showToast("\(file): no default changed (the tuned values are its defaults already)", atMs: nowMs)
        case let .bakeRefused(reason): report("design not changed: \(reason)", atMs: nowMs, &effects)
        case let .bakeUndone(path):
            showToast("\(URL(fileURLWithPath: path).lastPathComponent) restored (bake undone)", atMs: nowMs)
            effects.append(.stderrLine("restored \(path) (bake undone)"))
        case let .bakeNotUndone(reason): report("bake not undone: \(reason)", atMs: nowMs, &effects)
        }
        if let retitle = retitled() { effects.append(retitle) }
        return effects
    }

    /// R again, or the window closing: the take in progress ends at `nowMs`; every take not yet on
    /// disk (this one, and any an earlier stop could not write) is handed over to be written.
    mutating func endTakes(atMs nowMs: Double) -> [Take] {
        if let recorder {
            unsavedTakes.append(Take(text: recorder.json(endingAtMs: sessionMs(atMs: nowMs)), eventCount: recorder.eventCount))
            self.recorder = nil
        }
        defer { unsavedTakes = [] }
        return unsavedTakes
    }

    /// A problem the designer must see: a stderr line and a toast.
    mutating func report(_ message: String, atMs nowMs: Double, _ effects: inout [WindowEffect]) {
        effects.append(.stderrLine(message))
        showToast(message, atMs: nowMs)
    }

    /// Appended to the take's toast after its path: how to replay it, when that needs options.
    var replayHint: String {
        group.isComparison ? " (replay with --compare \(group.variants.map(\.spec).joined(separator: " ")))" : ""
    }
}
