import Foundation
import Testing
import TestSupport

/// `import figma --file-key`: the responses fetched with the token, from a loopback server that
/// serves the saved fixture as Figma's API would (never the real API).
@Suite struct ImportFetchCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Serves /v1/files/KEY, /v1/files/KEY/images and the image it lists, only with the token;
    /// logs each request's path and whether the token came with it.
    static let server = #"""
    import http.server, json, sys, os
    fixture, image, folder = sys.argv[1], sys.argv[2], sys.argv[3]
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args): pass
        def send(self, code, body, kind="application/json"):
            self.send_response(code); self.send_header("Content-Type", kind); self.send_header("Content-Length", str(len(body)))
            self.end_headers(); self.wfile.write(body)
        def do_GET(self):
            token = self.headers.get("X-Figma-Token")
            with open(os.path.join(folder, "requests.log"), "a") as log: log.write(f"{self.path} {token}\n")
            path = self.path.split("?")[0]
            if path == "/img/7f3a9c":
                return self.send(200, open(image, "rb").read(), "image/jpeg")
            if token != "test-token": return self.send(403, b'{"status": 403, "err": "Invalid token"}')
            if path == "/v1/files/AbC123":
                return self.send(200, open(fixture, "rb").read())
            if path == "/v1/files/AbC123/images":
                port = self.server.server_address[1]
                return self.send(200, json.dumps({"error": False, "status": 200, "meta": {"images": {"7f3a9c": f"http://127.0.0.1:{port}/img/7f3a9c"}}}).encode())
            self.send(404, b'{"status": 404, "err": "Not found"}')
    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    with open(os.path.join(folder, "port.tmp"), "w") as f: f.write(str(server.server_address[1]))
    os.rename(os.path.join(folder, "port.tmp"), os.path.join(folder, "port"))
    server.serve_forever()
    """#

    @Test func aFileKeyFetchesTheFileAndItsImageFillsWithTheToken() throws {
        let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/import").path
        let script = try folder.write("server.py", Self.server)
        let server = try RunningProcess("/usr/bin/env", ["python3", script, fixtures + "/profile-figma.json", fixtures + "/images/7f3a9c.jpg", folder.path])
        defer { server.stop() }
        #expect(server.waitForFile(folder.file("port"), timeout: 20), "the loopback server did not start")
        let port = try String(contentsOfFile: folder.file("port"), encoding: .utf8)
        let api = ["STRETCHY_FIGMA_API": "http://127.0.0.1:\(port)"]

        let outcome = try CLI.run(["import", "figma", "--file-key", "AbC123", "--out", folder.file("p.json")],
                                  environment: api.merging(["FIGMA_TOKEN": "test-token"]) { a, _ in a })
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let design = try String(contentsOfFile: folder.file("p.json"), encoding: .utf8)
        #expect(design.contains(#""image": "p-images/7f3a9c.jpg""#), "the header's image fill was fetched: \(design)")
        let fetched = try Data(contentsOf: URL(fileURLWithPath: folder.file("p-images/7f3a9c.jpg")))
        #expect(fetched == (try Data(contentsOf: URL(fileURLWithPath: fixtures + "/images/7f3a9c.jpg"))))
        let log = try String(contentsOfFile: folder.file("requests.log"), encoding: .utf8).split(separator: "\n")
        #expect(log.contains("/v1/files/AbC123?geometry=paths test-token"), "\(log)")
        #expect(log.contains("/img/7f3a9c None"), "the token goes to the API only, not to image hosts: \(log)")

        let refused = try CLI.run(["import", "figma", "--file-key", "AbC123", "--out", folder.file("q.json")],
                                  environment: api.merging(["FIGMA_TOKEN": "wrong"]) { a, _ in a })
        #expect(refused.status == 1 && refused.stderrLines.count == 1 && refused.stderr.contains("HTTP 403 (check FIGMA_TOKEN)"), "\(refused.stderr)")
        let noToken = try CLI.run(["import", "figma", "--file-key", "AbC123", "--out", folder.file("q.json")], environment: api.merging(["FIGMA_TOKEN": ""]) { a, _ in a })
        #expect(noToken.status == 1 && noToken.stderr.contains("FIGMA_TOKEN"), "\(noToken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("q.json")))
    }
}
