import StretchyKit

extension Recorder {
    /// The take as a script file's text.
    public func json(endingAtMs endMs: Double) -> String {
        JSONWriter.string(ScriptWriter.json(finished(atMs: endMs), parameters: parameters)) + "\n"
    }
}
