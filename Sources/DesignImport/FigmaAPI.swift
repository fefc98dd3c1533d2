import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--file-key KEY`: the two responses fetched from Figma's REST API with a personal access token
/// (`X-Figma-Token`), instead of saved with curl. `STRETCHY_FIGMA_API` replaces the server (the
/// tests serve saved responses on a loopback port; they never call the real API).
public struct FigmaAPI: Sendable {
    let base: URL
    let token: String
    let fileKey: String

    public init(fileKey: String, token: String, base: String? = nil) throws(ImportError) {
        // A key is letters and digits (it goes into a URL path).
        guard !fileKey.isEmpty, fileKey.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            throw ImportError("--file-key '\(fileKey)': a file key is the letters and digits after /design/ or /file/ in the file's link")
        }
        guard let url = URL(string: base ?? "https://api.figma.com"), url.scheme == "https" || url.host == "127.0.0.1" || url.host == "localhost" else {
            throw ImportError("STRETCHY_FIGMA_API must be an https URL (or a loopback one)")
        }
        self.base = url
        self.token = token
        self.fileKey = fileKey
    }

    /// `GET /v1/files/KEY?geometry=paths`, or `/nodes?ids=ID&geometry=paths` when a node id is known.
    public func file(nodeId: String?) throws(ImportError) -> Data {
        var components = URLComponents(url: base.appendingPathComponent("v1/files/\(fileKey)" + (nodeId == nil ? "" : "/nodes")), resolvingAgainstBaseURL: false)!
        components.queryItems = (nodeId.map { [URLQueryItem(name: "ids", value: $0)] } ?? []) + [URLQueryItem(name: "geometry", value: "paths")]
        return try get(components.url!, what: "the file")
    }

    /// The image fills: `GET /v1/files/KEY/images` maps each `imageRef` to a download URL, fetched
    /// when a layer needs it.
    public func imageFills() throws(ImportError) -> ImageFills {
        let listing = try get(base.appendingPathComponent("v1/files/\(fileKey)/images"), what: "the image fills' list")
        let object = try? JSONSerialization.jsonObject(with: listing) as? [String: Any]
        guard let images = (object?["meta"] as? [String: Any])?["images"] as? [String: Any] else {
            throw ImportError("Figma API: the image fills' list has no 'meta.images'")
        }
        let urls = images.compactMapValues { ($0 as? String).flatMap(URL.init(string:)) }
        let api = self
        return ImageFills { reference throws(ImportError) in
            guard let url = urls[reference] else { return nil }
            let data = try api.get(url, what: "image fill \(reference)", token: false)
            // Figma serves PNG or JPEG; the first bytes say which.
            return (data, data.starts(with: [0xFF, 0xD8]) ? "jpg" : "png")
        }
    }

    /// One GET, waited for; a failure is one line naming what was asked for.
    func get(_ url: URL, what: String, token sendToken: Bool = true) throws(ImportError) -> Data {
        var request = URLRequest(url: url, timeoutInterval: 60)
        if sendToken { request.setValue(token, forHTTPHeaderField: "X-Figma-Token") }  // only to the API, never to image hosts
        let result = Fetched()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            result.set(data, (response as? HTTPURLResponse)?.statusCode, error)
            done.signal()
        }.resume()
        done.wait()
        let (data, status, error) = result.get()
        if let error { throw ImportError("Figma API: \(what) could not be fetched (\(error.localizedDescription))") }
        guard let status, status == 200, let data else {
            let hint = status == 403 ? " (check FIGMA_TOKEN)" : status == 404 ? " (check the file key)" : ""
            throw ImportError("Figma API: \(what): HTTP \(status.map(String.init) ?? "?")\(hint)")
        }
        return data
    }
}

/// A response handed from URLSession's queue to the waiting caller.
private final class Fetched: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Data?, Int?, Error?) = (nil, nil, nil)
    func set(_ data: Data?, _ status: Int?, _ error: Error?) { lock.withLock { value = (data, status, error) } }
    func get() -> (Data?, Int?, Error?) { lock.withLock { value } }
}
