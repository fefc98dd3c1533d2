import Foundation

/// Which file of the shared folder a request names: `stretchy share --serve` hands out the files
/// of one folder, read-only, and nothing else (issue 44). A path is percent-decoded, split into
/// components, and refused (nil: 404) when a component is `..`, `.`, hidden or holds a NUL, or
/// when the file it names — after following links — lies outside the folder or is not a regular
/// file. `/` and a folder name their `index.html`.
struct ServedFile {
    /// The folder, its links resolved once (so a link *to* the folder still serves it).
    let root: URL

    init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
    }

    func resolve(_ requestPath: String) -> URL? {
        guard let decoded = requestPath.removingPercentEncoding else { return nil }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard components.allSatisfy({ !$0.hasPrefix(".") && !$0.contains("\0") }) else { return nil }
        var url = components.reduce(root) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            url = url.appendingPathComponent("index.html")
        }
        let real = url.resolvingSymlinksInPath()
        guard real.path.hasPrefix(root.path + "/"),
              let type = try? FileManager.default.attributesOfItem(atPath: real.path)[.type] as? FileAttributeType,
              type == .typeRegular else { return nil }
        return real
    }

    /// The `Content-Type` a browser needs to run the page (a module script served as
    /// octet-stream is refused); the share folder holds only these kinds.
    static func contentType(of url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "webp": "image/webp"
        case "svg": "image/svg+xml"
        case "woff2": "font/woff2"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
