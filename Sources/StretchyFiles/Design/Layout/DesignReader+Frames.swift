import HeaderKit

extension DesignReader {
    /// The scope of a design that reads layers' frames: its names, then four slots (`ID.x`, `ID.y`,
    /// `ID.width`, `ID.height`) for every layer whose id an expression can name, and every layer
    /// that measures itself (a button, an `auto` text) whatever its id.
    static func scopeWithFrames(_ names: [String], layers: [JSONValue]) -> ExpressionScope {
        var ids: [String] = []
        for layer in layers {
            let measures = layer["kind"] == .string("button") || layer["width"] == .string("auto") || layer["height"] == .string("auto")
            if case let .string(id)? = layer["id"], LayerFrameNames.isNameable(id) || measures, !ids.contains(id) { ids.append(id) }
        }
        var scope = ExpressionScope(parameters: names + ids.flatMap(LayerFrameNames.names(of:)))
        scope.layerIDs = ids
        return scope
    }

    /// A row template's scope: the design's names, then `index`.
    static func rowScope(_ scope: ExpressionScope) -> ExpressionScope {
        var rows = ExpressionScope(parameters: Array(scope.names.dropFirst(ExpressionScope.builtIns.count)) + [DesignRowTemplate.indexName])
        rows.layerIDs = scope.layerIDs
        return rows
    }
}
