import FileSafety
import FlyingFox
import Foundation
import StretchyFiles
import StretchyKit
import Synchronization

/// `stretchy share --serve`: the share folder over HTTP on every address of the machine, until
/// Ctrl+C. Read-only: GET and HEAD of the folder's own files (`ServedFile`); any other method is
/// 405. FlyingFox (the package mirror's lightest server) does the HTTP; nothing is written.
struct ShareServer {
    let folder: String
    let port: UInt16

    /// Serves until SIGINT or SIGTERM, then stops and returns (the command exits 0).
    func runUntilInterrupted() throws(StretchyError) {
        Interruption.install()
        let server = HTTPServer(address: .inet(port: port), logger: .disabled, handler: FolderHandler(files: ServedFile(root: folder)))
        let failure = Mutex<String?>(nil)
        let finished = Atomic<Bool>(false)
        Task {
            do { try await server.run() } catch { failure.withLock { $0 = "\(error)" } }
            finished.store(true, ordering: .relaxed)
        }
        let listening = Atomic<UInt16>(0)
        Task {
            try? await server.waitUntilListening(timeout: 10)
            if case let .ip4(_, port)? = await server.listeningAddress { listening.store(port, ordering: .relaxed) }
        }
        // The main thread only waits: for the listening port (to print it), a failure, or a signal.
        while listening.load(ordering: .relaxed) == 0, !finished.load(ordering: .relaxed) {
            if Interruption.waitForSignal(milliseconds: 20) { break }
        }
        if let message = failure.withLock({ $0 }) {
            throw .environment("share: cannot serve on port \(port) (\(message)); try another --port")
        }
        let bound = listening.load(ordering: .relaxed)
        if bound != 0 { announce(port: bound) }
        while !finished.load(ordering: .relaxed), !Interruption.waitForSignal(milliseconds: 500) {}
        let stopped = DispatchSemaphore(value: 0)
        Task { await server.stop(timeout: 1); stopped.signal() }
        stopped.wait()
        if let message = failure.withLock({ $0 }), !Interruption.isRequested {
            throw .environment("share: the server stopped (\(message))")
        }
        StderrLine.write("share: stopped serving \(folder)")
    }

    /// Every URL on stdout (one a line, for scripts), a QR code of the first, and the warning once.
    private func announce(port: UInt16) {
        let urls = NetworkAddresses.ipv4().map { "http://\($0):\(port)/" }
        var text = urls.joined(separator: "\n") + "\n"
        if let first = urls.first, let code = TerminalQRCode.lines(for: first) { text += code.joined(separator: "\n") + "\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
        StderrLine.write("share: serving \(folder) read-only; anyone on the same network can open the page. Ctrl+C stops.")
    }
}

/// GET and HEAD of the folder's files; everything else 404 (no such file) or 405 (a method).
private struct FolderHandler: HTTPHandler {
    let files: ServedFile

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            let allow: HTTPHeaders = [HTTPHeader("Allow"): "GET, HEAD"]
            return HTTPResponse(statusCode: .methodNotAllowed, headers: allow)
        }
        guard let url = files.resolve(request.path), let bytes = try? FileBytes.read(path: url.path) else {
            return HTTPResponse(statusCode: .notFound)
        }
        // no-store: a designer shares again after an edit and reloads the phone's page.
        let headers: HTTPHeaders = [.contentType: ServedFile.contentType(of: url), .cacheControl: "no-store",
                                    HTTPHeader("X-Content-Type-Options"): "nosniff"]
        return HTTPResponse(statusCode: .ok, headers: headers, body: request.method == .HEAD ? Data() : Data(bytes))
    }
}
