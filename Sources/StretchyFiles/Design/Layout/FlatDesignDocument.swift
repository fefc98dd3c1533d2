import StretchyKit

/// A design file's JSON with its `stack` layers written out as the plain layers they stand for
/// (`StackFlattening`: the same layers, ids and frame expressions the window evaluates), for a
/// reader that knows no stacks: the phone page's player (`stretchy share`).
public enum FlatDesignDocument {
    public static func flattened(_ document: JSONValue, file: String) throws(StretchyError) -> JSONValue {
        let json = JSONFieldReader(file: file)
        guard let layers = document["layers"] else { return document }
        var stacks = StackFlattening(json: json)
        try stacks.flatten(try json.array(layers, at: "layers"))
        return document.replacing(["layers"], with: .array(stacks.layers.map(\.value)))
    }
}
