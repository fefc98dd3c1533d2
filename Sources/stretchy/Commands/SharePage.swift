import Foundation
import HeaderKit
import StretchyFiles
import StretchyKit

/// The self-contained page `stretchy share` writes: Resources/web/index.html with the bundled
/// player (Resources/web/dist/player.js) and the design, its content, its images (as data: URLs)
/// and the options embedded as JSON, so the page fetches nothing.
struct SharePage {
    /// `<`, escaped inside JSON, can never close the `<script>` element the JSON sits in.
    static func scriptSafe(_ json: String) -> String { json.replacingOccurrences(of: "<", with: "\\u003c") }

    /// The image file types a browser shows, by extension.
    static let mimeTypes = ["jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp"]

    let template: String
    let player: String

    init(webFolder: URL) throws(StretchyError) {
        func text(_ name: String) throws(StretchyError) -> String {
            let path = webFolder.appendingPathComponent(name).path
            guard let text = String(bytes: try FileBytes.read(path: path), encoding: .utf8) else {
                throw .environment("\(path) is not UTF-8")
            }
            return text
        }
        template = try text("index.html")
        player = try text("dist/player.js")
    }

    /// The page: `design` and `content` are the files' JSON text; `options` and `images` are encoded here.
    func html(design: String, content: String?, images: [String: String], options: [String: Any]) throws(StretchyError) -> String {
        func encoded(_ value: Any) throws(StretchyError) -> String {
            do {
                let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                return String(decoding: data, as: UTF8.self)
            } catch {
                throw .badInput("share: cannot encode the page's data: \(error)")
            }
        }
        let data = [("stretchy-design", design), ("stretchy-content", content ?? "null"),
                    ("stretchy-images", try encoded(images)), ("stretchy-options", try encoded(options))]
            .map { "<script type=\"application/json\" id=\"\($0.0)\">\(Self.scriptSafe($0.1))</script>" }
            .joined(separator: "\n")
        return template.replacingOccurrences(of: "<!--STRETCHY-DATA-->", with: data)
            .replacingOccurrences(of: "<!--STRETCHY-PLAYER-->", with: player)
    }

    /// Every image the design's layers (`image`, `images`, relative to the design) and the
    /// content's rows (`image`, relative to the content file) name, keyed as they are named.
    /// Files a browser cannot show (HEIC) are left out and named in `skipped`.
    static func images(design: Any, designFolder: URL, content: Any?, contentFolder: URL) -> (images: [String: String], skipped: [String]) {
        var images: [String: String] = [:], skipped: [String] = []
        func add(_ name: Any?, in folder: URL) {
            guard let name = name as? String, images[name] == nil, !name.contains("$") else { return }
            let file = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
            guard let type = mimeTypes[file.pathExtension.lowercased()] else { skipped.append(name); return }
            guard let bytes = try? FileBytes.read(path: file.path) else { skipped.append(name); return }
            images[name] = "data:\(type);base64,\(Data(bytes).base64EncodedString())"
        }
        for layer in ((design as? [String: Any])?["layers"] as? [[String: Any]]) ?? [] {
            add(layer["image"], in: designFolder)
            for page in (layer["images"] as? [Any]) ?? [] { add(page, in: designFolder) }
        }
        let document = content as? [String: Any]
        let tabs = (document?["tabs"] as? [[String: Any]]) ?? (document.map { [$0] } ?? [])
        for tab in tabs {
            let sections = (tab["sections"] as? [[String: Any]]) ?? [["rows": tab["rows"] ?? []]]
            for section in sections {
                for row in (section["rows"] as? [[String: Any]]) ?? [] { add(row["image"], in: contentFolder) }
            }
        }
        return (images, skipped)
    }

    /// The stand-in glyph (`SymbolTable`, Bootstrap Icons' SVGs in `iconFolder`) of every symbol
    /// the design's icon layers and tab bar items name, keyed `symbol:NAME` (the page tints it
    /// through a CSS mask).
    static func symbols(design: Any, iconFolder: URL) -> [String: String] {
        var symbols: [String: String] = [:]
        func add(_ name: Any?) {
            guard let name = name as? String, symbols["symbol:\(name)"] == nil, let glyph = SymbolTable.glyphs[name],
                  let bytes = try? FileBytes.read(path: iconFolder.appendingPathComponent("\(glyph).svg").path) else { return }
            symbols["symbol:\(name)"] = "data:image/svg+xml;base64,\(Data(bytes).base64EncodedString())"
        }
        for layer in ((design as? [String: Any])?["layers"] as? [[String: Any]]) ?? [] {
            add(layer["symbol"])
            for item in (layer["items"] as? [[String: Any]]) ?? [] { add(item["symbol"]) }
        }
        return symbols
    }
}
