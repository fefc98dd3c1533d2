import HeaderKit
import ScrollCore

extension Session {
    /// The design, parameters and view toggles undo restores.
    public var tuningSnapshot: TuningSnapshot {
        TuningSnapshot(design: design, parameters: parameters, showsChrome: showsChrome, appearance: appearance,
                       keyboardShown: keyboardShown, system: system)
    }

    /// What Ctrl+Z can take back, newest last (labels).
    var undoLabels: [String] { history.undoEntries.map(\.label) }

    /// A whole parameter set from outside the session's input (a reloaded config file) applied as
    /// one undo step.
    public mutating func applyParameters(_ newValue: Parameters, at seconds: Double? = nil) {
        let before = tuningSnapshot
        setParameters(newValue, at: seconds)
        noteChange(from: before)
        lastSetting = nil
    }

    /// The panel's cursor on `name` (a click on its row).
    public mutating func selectParameter(_ name: String) { tuner.select(name: name) }

    /// Records a change made since `before` (nothing when an action changed nothing undoable).
    @discardableResult
    mutating func noteChange(from before: TuningSnapshot) -> Bool {
        guard let label = before.change(to: tuningSnapshot) else { return false }
        history.record(before: before, label: label)
        return true
    }

    /// A scrub or wheel sends a value every few milliseconds: `set`s of the same parameter less
    /// than `settingMergeMs` apart are one change for undo.
    static let settingMergeMs = 500.0

    mutating func noteSetting(_ name: String, from before: TuningSnapshot, atMs time: Double) {
        if let last = lastSetting, last.name == name, time - last.timeMs <= Self.settingMergeMs, let start = history.lastBefore {
            let label = start.change(to: tuningSnapshot)
            history.amendLast(label: label)
            lastSetting = label == nil ? nil : (name, time)
            return
        }
        lastSetting = noteChange(from: before) ? (name, time) : nil
    }

    /// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; nil for every other key.
    mutating func handleUndoKey(_ press: KeyPress) -> [SessionEffect]? {
        let command = KeyBindings.binding(for: press)?.command
        guard command == .undo || command == .redo else { return nil }
        let redo = command == .redo
        let current = tuningSnapshot
        guard let entry = redo ? history.redo(current: current) : history.undo(current: current) else {
            return [.toast(redo ? "nothing to redo" : "nothing to undo")]
        }
        restore(entry.state)
        // Said as what the screen does now (from the current state to the restored one), so an
        // undo reads as the reversal: "undid zoomDistance 200 → 60".
        let label = current.change(to: entry.state) ?? entry.label
        return [.toast("\(redo ? "redid" : "undid") \(label)")]
    }

    /// Puts the design, parameters and toggles of `snapshot` back, keeping the scroll position
    /// when the design is the same.
    mutating func restore(_ snapshot: TuningSnapshot) {
        let seconds = clock.seconds
        if snapshot.design.name != design.name || snapshot.design.file != design.file {
            try? switchDesign(to: snapshot.design)
        } else if snapshot.design != design {
            // The same file in another version (undo across a reload): made afresh, as a reload makes it.
            try? showReloaded(snapshot.design, at: seconds)
        }
        if snapshot.parameters != parameters { setParameters(snapshot.parameters, at: seconds) }
        showsChrome = snapshot.showsChrome
        if snapshot.appearance != appearance {
            appearance = snapshot.appearance
            screen.update(appearance: appearance)
        }
        if snapshot.system != system {
            system = snapshot.system
            screen.update(system: system)
        }
        if snapshot.keyboardShown != keyboardShown {
            keyboardShown = snapshot.keyboardShown
            applyContentInset(animated: true, at: seconds)
        }
    }
}
