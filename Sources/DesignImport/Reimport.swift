import DesignDocument
import Foundation

/// `--onto DESIGN.json`: a new import laid over a design the designer has edited since. Layers are
/// matched by `source` (the Figma node or SVG element they came from); a matched layer takes the
/// new drawing (text, fills, images) and the new numbers, but keeps every expression and keyframe
/// the designer wrote (a string or object where the import writes a number), its id, `space`,
/// `role` and any field the import does not write. Layers the designer added (no `source`) stay
/// after the layer they followed; the design's parameters, variables and content stay.
public enum Reimport {
    /// Fields whose number the designer may have turned into an expression or keyframes.
    static let numeric: Set<String> = ["x", "y", "width", "height", "alpha", "cornerRadius", "size", "blur", "lines", "lineHeight"]
    /// Behaviour: always the designer's once the layer exists.
    static let behaviour: Set<String> = ["id", "space", "role", "z", "visible", "scale", "anchor", "clip", "bar"]

    /// The earlier design read as a document (its layout kept for the write: `ImportWriter`'s `onto`).
    public static func document(_ data: Data) throws(ImportError) -> DesignDocument {
        let document: DesignDocument
        do { document = try DesignDocument(bytes: Array(data)) } catch { throw ImportError("--onto: not JSON (\(error))") }
        guard case .object = document.value else { throw ImportError("--onto: not a design (not a JSON object)") }
        return document
    }

    public static func merge(new: DesignValue, onto data: Data) throws(ImportError) -> DesignValue {
        merge(new: new, onto: try document(data).value)
    }

    public static func merge(new: DesignValue, onto old: DesignValue) -> DesignValue {
        guard case let .object(oldMembers) = old, case let .object(newMembers) = new else { return new }
        var oldLayers: [DesignValue] = []
        if case let .array(layers)? = old["layers"] { oldLayers = layers }
        var newLayers: [DesignValue] = []
        if case let .array(layers)? = new["layers"] { newLayers = layers }

        let oldBySource = Dictionary(oldLayers.compactMap { layer -> (String, DesignValue)? in
            guard case let .string(source)? = layer["source"] else { return nil }
            return (source, layer)
        }, uniquingKeysWith: { first, _ in first })
        // The designer's own layers, by the source of the layer they follow ("" = at the start).
        var added: [String: [DesignValue]] = [:]
        var previous = ""
        for layer in oldLayers {
            if case let .string(source)? = layer["source"] { previous = source } else { added[previous, default: []].append(layer) }
        }
        var merged = added[""] ?? []
        var usedIds = Set(oldLayers.compactMap { if case let .string(id)? = $0["id"] { id } else { nil } })
        for layer in newLayers {
            guard case let .string(source)? = layer["source"] else { continue }
            if let before = oldBySource[source] {
                merged.append(mergeLayer(new: layer, old: before))
            } else {
                merged.append(renamed(layer, avoiding: &usedIds))
            }
            merged += added[source] ?? []
        }
        // Designer's layers that followed a node that is gone: kept, at the end.
        let newSources = Set(newLayers.compactMap { if case let .string(s)? = $0["source"] { s } else { nil } })
        for (source, layers) in added where !source.isEmpty && !newSources.contains(source) { merged += layers }

        var result = oldMembers
        func set(_ key: String, _ value: DesignValue) {
            if let index = result.firstIndex(where: { $0.0 == key }) { result[index].1 = value } else { result.append((key, value)) }
        }
        for (key, value) in newMembers where key == "parameters" || key == "variables" {
            // The import's own (collapsedHeight, pinTop) join the designer's; the designer's win.
            guard case let .object(newEntries) = value else { continue }
            var entries: [(String, DesignValue)] = []
            if case let .object(oldEntries)? = old[key] { entries = oldEntries }
            for (name, entry) in newEntries where !entries.contains(where: { $0.0 == name }) { entries.append((name, entry)) }
            set(key, .object(entries))
        }
        if case let .object(scroll)? = old["scroll"], case let .number(rowsTop)? = new["scroll"]?["rowsTop"] {
            var entries = scroll
            if let index = entries.firstIndex(where: { $0.0 == "rowsTop" }) {
                if case .number = entries[index].1 { entries[index].1 = .number(rowsTop) }
            } else { entries.append(("rowsTop", .number(rowsTop))) }
            set("scroll", .object(entries))
        }
        set("layers", .array(merged))
        return .object(result)
    }

    /// The new layer's drawing and numbers, the old layer's expressions and behaviour.
    static func mergeLayer(new: DesignValue, old: DesignValue) -> DesignValue {
        guard case let .object(newFields) = new, case let .object(oldFields) = old else { return new }
        // The import's order first (a re-import of the same file gives the same bytes), then the
        // fields only the designer wrote.
        var fields: [(String, DesignValue)] = []
        for (key, value) in newFields {
            switch old[key] {
            case let kept? where behaviour.contains(key): fields.append((key, kept))
            case let kept? where numeric.contains(key) && !isNumber(kept): fields.append((key, kept))  // the designer's expression
            default: fields.append((key, value))
            }
        }
        for (key, value) in oldFields where new[key] == nil {
            // A number the import no longer writes (alpha back to 1) goes; expressions stay.
            if numeric.contains(key), isNumber(value) { continue }
            fields.append((key, value))
        }
        return .object(fields)
    }

    static func isNumber(_ value: DesignValue) -> Bool {
        if case .number = value { return true }
        return false
    }

    /// A new node's layer, with its id made unique among the design's.
    static func renamed(_ layer: DesignValue, avoiding used: inout Set<String>) -> DesignValue {
        guard case var .object(fields) = layer, case let .string(id)? = layer["id"] else { return layer }
        var unique = id, number = 2
        while used.contains(unique) {
            unique = "\(id)-\(number)"
            number += 1
        }
        used.insert(unique)
        fields[0] = ("id", .string(unique))
        return .object(fields)
    }
}
