import Foundation

/// A saved response of `GET /v1/files/:key` (`{"document": …}`) or `GET /v1/files/:key/nodes?ids=…`
/// (`{"nodes": {ID: {"document": …}}}`): the top-level frames it holds, and the one to import.
struct FigmaResponse {
    /// Frames a designer draws a screen in: top-level FRAME, COMPONENT and INSTANCE nodes of each
    /// page (also inside a SECTION), or the nodes a `/nodes` response was asked for.
    let frames: [FigmaNode]
    /// Nodes in the whole response, for the progress line.
    let nodeCount: Int

    static let frameTypes: Set<String> = ["FRAME", "COMPONENT", "INSTANCE", "COMPONENT_SET"]

    init(data: Data) throws(ImportError) {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ImportError("not JSON: \(Self.reason(error))")
        }
        guard let top = object as? [String: Any] else { throw ImportError("not a Figma response: no 'document' or 'nodes'") }
        var roots: [FigmaNode] = []
        if let document = FigmaNode(top["document"]) {
            roots = [document]
        } else if let nodes = top["nodes"] as? [String: Any] {
            // The ids in the order asked (the dictionary's order is not kept): sorted for a stable choice.
            roots = nodes.keys.sorted().compactMap { FigmaNode(((nodes[$0] as? [String: Any])?["document"])) }
        } else {
            throw ImportError("not a Figma response: no 'document' or 'nodes'")
        }
        var frames: [FigmaNode] = []
        var count = 0
        func collect(_ node: FigmaNode, topLevel: Bool) {
            count += 1
            if topLevel, Self.frameTypes.contains(node.type) {
                frames.append(node)
                countAll(node.children)
                return
            }
            // A document holds pages, a page (CANVAS) and a SECTION hold top-level frames.
            let container = ["DOCUMENT", "CANVAS", "SECTION"].contains(node.type)
            for child in node.children { collect(child, topLevel: container) }
        }
        func countAll(_ nodes: [FigmaNode]) {
            for node in nodes {
                count += 1
                countAll(node.children)
            }
        }
        for root in roots { collect(root, topLevel: true) }
        self.frames = frames
        self.nodeCount = count
    }

    /// The frame named or id'd `wanted`, or the only one.
    func frame(_ wanted: String?) throws(ImportError) -> FigmaNode {
        guard !frames.isEmpty else { throw ImportError("no frames: the response has no top-level FRAME, COMPONENT or INSTANCE") }
        let names = frames.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
        guard let wanted else {
            guard frames.count == 1 else { throw ImportError("\(frames.count) frames; choose one with --frame NAME|ID: \(names)") }
            return frames[0]
        }
        if let byId = frames.first(where: { $0.id == wanted }) { return byId }
        let named = frames.filter { $0.name == wanted }
        if named.count > 1 { throw ImportError("\(named.count) frames are named '\(wanted)'; choose one by id: \(names)") }
        guard let frame = named.first else { throw ImportError("no frame '\(wanted)' (frames: \(names))") }
        return frame
    }

    /// JSONSerialization's error in a few words (its description may hold the offset).
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }
}
