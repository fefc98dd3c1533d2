import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// The design as the phone page's player reads it: its stacks written out as the plain layers the
/// window draws (`FlatDesignDocument`, the same ids and frame expressions), and each text's `auto`
/// size the number the window measures (its fonts, its line breaker) where that number does not
/// change with the offset; one that does stays `auto` and `share` names it.
enum SharePageDesign {
    /// Offsets the sizes are read at besides rest: long pulls, a push through a collapsing header, far down.
    static let sampleOffsets: [Double] = [-300, -100, 0, 40, 120, 300, 800, 2000]

    static func text(_ designText: String, path: String, session: Session) throws(StretchyError) -> (text: String, json: Any) {
        let document: JSONValue
        do { document = try JSONParser.parse(designText) } catch { throw .badInput("\(path): \(error.description)") }
        guard document["layers"] != nil else { return (designText, try ShareCommand.json(designText, path: path)) }
        var flat = try FlatDesignDocument.flattened(document, file: path)
        let rest = -session.scrollState.contentInset.top
        let samples = ([rest] + sampleOffsets).map { session.layers(atOffset: $0) }
        if case let .array(layers)? = flat["layers"] {
            let measured = layers.map { layer -> JSONValue in
                guard case var .object(members) = layer, case let .string(id)? = layer["id"],
                      let index = session.design.layers.firstIndex(where: { $0.id == id }) else { return layer }
                for (key, read) in [("width", \Rect.width), ("height", \Rect.height)] where layer[key] == .string("auto") {
                    let values = samples.map { $0[index].frame[keyPath: read] }
                    guard let first = values.first, values.allSatisfy({ abs($0 - first) < 1e-9 }) else { continue }
                    members = members.map { $0.0 == key ? (key, .number(first)) : $0 }
                }
                return .object(members)
            }
            flat = flat.replacing(["layers"], with: .array(measured))
        }
        guard flat != document else { return (designText, try ShareCommand.json(designText, path: path)) }
        let text = JSONWriter.string(flat)
        return (text, try ShareCommand.json(text, path: path))
    }
}
