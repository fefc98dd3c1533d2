import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file's elements as a tree, parsed by Foundation's XMLParser (libxml2 on Linux), never by
/// string scanning. A file that does not parse is refused with the parser's line and column.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    /// Character data, on `#text` children only.
    var text = ""
    weak var parent: SVGElement?

    init(name: String, attributes: [String: String]) {
        // Namespaced names (`svg:rect`) are read by their local part.
        self.name = name.split(separator: ":").last.map(String.init) ?? name
        self.attributes = attributes
    }

    /// The element and its subtree as XML again (for librsvg to draw one shape alone).
    var xml: String { xml(without: []) }

    func xml(without skipped: Set<String>) -> String {
        if name == "#text" { return RasterImage.escaped(text) }
        let attrs = attributes.keys.sorted().filter { !skipped.contains($0) }.map { " \($0)=\"\(RasterImage.escaped(attributes[$0]!))\"" }.joined()
        let inner = children.map(\.xml).joined()
        return "<\(name)\(attrs)>\(inner)</\(name)>"
    }

    func descendants(named wanted: Set<String>) -> [SVGElement] {
        (wanted.contains(name) ? [self] : []) + children.flatMap { $0.descendants(named: wanted) }
    }
}

final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    private var stack: [SVGElement] = []
    var failure: (error: Error?, line: Int, column: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = (parseError, parser.lineNumber, parser.columnNumber) }
    }

    static func parse(_ data: Data) throws(ImportError) -> SVGElement {
        let parser = XMLParser(data: data)
        let builder = SVGTreeBuilder()
        parser.delegate = builder
        // No external entities or DTDs: an SVG is read as it stands.
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        // swift-corelibs' parse() can return true after libxml2 reported an error: the delegate's
        // first error (and where the parser was then) decides.
        if let failure = builder.failure ?? (parsed ? nil : (parser.parserError, parser.lineNumber, parser.columnNumber)) {
            let reason = (failure.error as NSError?).map { ($0.userInfo[NSLocalizedDescriptionKey] as? String) ?? "error \($0.code)" } ?? "malformed"
            throw ImportError("not SVG: XML error at line \(failure.line), column \(failure.column) (\(reason.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        guard let root = builder.root else { throw ImportError("not SVG: no root element") }
        guard root.name == "svg" else { throw ImportError("not SVG: the root element is <\(root.name)>, not <svg>") }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = SVGElement(name: name, attributes: attributes)
        element.parent = stack.last
        stack.last?.children.append(element)
        if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    /// Character data is a `#text` child, so text and `tspan`s keep their order ("Ada <tspan>Lovelace</tspan>").
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = stack.last else { return }
        if let last = current.children.last, last.name == "#text" { last.text += string; return }
        let piece = SVGElement(name: "#text", attributes: [:])
        piece.text = string
        piece.parent = current
        current.children.append(piece)
    }
}
