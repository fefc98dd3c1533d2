/// Undo and redo over whole states (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y): each entry is the state
/// before a change and a label naming the change. A new change clears what could be redone, as
/// in every editor. Holds at most `limit` entries (the oldest go first).
public struct UndoHistory<State: Equatable & Sendable>: Sendable {
    public struct Entry: Equatable, Sendable {
        public var label: String
        public var state: State

        public init(label: String, state: State) {
            self.label = label
            self.state = state
        }
    }

    public private(set) var undoEntries: [Entry] = []
    public private(set) var redoEntries: [Entry] = []
    public let limit: Int

    public init(limit: Int = 500) { self.limit = max(1, limit) }

    var canRedo: Bool { !redoEntries.isEmpty }

    /// A change labelled `label` took the state from `before` to something else.
    public mutating func record(before: State, label: String) {
        undoEntries.append(Entry(label: label, state: before))
        if undoEntries.count > limit { undoEntries.removeFirst(undoEntries.count - limit) }
        redoEntries.removeAll()
    }

    /// The state before the last recorded change (what Ctrl+Z would restore).
    public var lastBefore: State? { undoEntries.last?.state }

    /// The last change continued (a scrub's next value): one entry with a new label, or none
    /// when `label` is nil (the value came back to where it started).
    public mutating func amendLast(label: String?) {
        guard !undoEntries.isEmpty else { return }
        if let label { undoEntries[undoEntries.count - 1].label = label } else { undoEntries.removeLast() }
        redoEntries.removeAll()
    }

    /// The last change taken back: the state to restore and its label; `current` can be redone.
    public mutating func undo(current: State) -> Entry? {
        guard let entry = undoEntries.popLast() else { return nil }
        redoEntries.append(Entry(label: entry.label, state: current))
        return entry
    }

    /// The last undone change made again: the state to restore and its label.
    public mutating func redo(current: State) -> Entry? {
        guard let entry = redoEntries.popLast() else { return nil }
        undoEntries.append(Entry(label: entry.label, state: current))
        return entry
    }
}
