import HeaderKit

extension DesignReader {
    /// The scope of a design that reads layers' frames: its names, then four slots (`ID.x`, `ID.y`,
    /// `ID.width`, `ID.height`) for every layer whose id an expression can name.
    static func scopeWithFrames(_ names: [String], layers: [JSONValue]) -> ExpressionScope {
        var ids: [String] = []
        for layer in layers {
            if case let .string(id)? = layer["id"], LayerFrameNames.isNameable(id), !ids.contains(id) { ids.append(id) }
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
