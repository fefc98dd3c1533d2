import Foundation
import Testing
import TestSupport

/// Issue 44: `stretchy share --serve` prints its URLs and a QR code, serves the share folder's
/// files read-only over HTTP (a request fetched over loopback here), refuses `..`, links out of
/// the folder and other methods, and stops on Ctrl+C with status 0.
@Suite struct ShareServeCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    struct NotListening: Error {}

    /// One raw HTTP/1.1 exchange over loopback (a raw socket: URL clients tidy `..` away before sending).
    static func exchange(port: UInt16, _ request: String) throws -> String {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // Not #require: the test polls with this until the server listens.
        guard connected == 0 else { throw NotListening() }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array((request + "Host: localhost\r\nConnection: close\r\n\r\n").utf8)
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        var reply = [UInt8](), buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            reply += buffer[0..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// A port nobody listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> UInt16 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        try #require(bound)
        return UInt16(bigEndian: address.sin_port)
    }

    static func status(_ reply: String) -> Int? {
        reply.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    }

    @Test func servesTheFolderReadOnlyAndStopsOnCtrlC() throws {
        let out = folder.file("served")
        try "outside".write(toFile: folder.file("secret.txt"), atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let port = try Self.freePort()
        let server = try RunningProcess(Repository.stretchyBinary, ["share", "--design", "seed003", "--out", out, "--serve", "--port", "\(port)"],
                                        environment: environment)
        defer { server.stop() }
        // Its stdout arrives only at its end (the collector reads whole chunks): wait for the port.
        let listening = server.waitUntil(timeout: 60) { (try? Self.exchange(port: port, "HEAD / HTTP/1.1\r\n")) != nil }
        if !listening { server.stop() }
        try #require(listening, "not serving on \(port): \(server.stderr)")

        // A link out of the folder, made after the share wrote it.
        try FileManager.default.createSymbolicLink(atPath: out + "/leak.txt", withDestinationPath: folder.file("secret.txt"))
        let page = try Self.exchange(port: port, "GET / HTTP/1.1\r\n")
        #expect(Self.status(page) == 200 && page.contains("window.stretchyPlayer"), "\(page.prefix(200))")
        #expect(page.lowercased().contains("content-type: text/html"))
        let head = try Self.exchange(port: port, "HEAD /index.html HTTP/1.1\r\n")
        #expect(Self.status(head) == 200 && !head.contains("stretchyPlayer"))
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/leak.txt", "/nothing.html", "/.hidden"] {
            let reply = try Self.exchange(port: port, "GET \(path) HTTP/1.1\r\n")
            #expect(Self.status(reply) == 404, "\(path): \(reply.prefix(80))")
            #expect(!reply.contains("outside"), "\(path) served a file outside the folder")
        }
        let post = try Self.exchange(port: port, "POST /index.html HTTP/1.1\r\nContent-Length: 0\r\n")
        #expect(Self.status(post) == 405, "\(post.prefix(80))")

        server.signal(SIGINT)
        #expect(server.waitForExit(timeout: 10))
        #expect(server.status == 0 && !server.crashed, "\(server.stderr)")
        #expect(server.stderr.contains("anyone on the same network"))
        // Every URL, loopback among them, then a QR code: lines of half and full blocks, one width.
        let printed = server.stdout
        #expect(printed.contains("http://127.0.0.1:\(port)/"), "\(printed)")
        let qr = printed.split(separator: "\n").filter { $0.contains("█") }
        #expect(qr.count >= 10 && Set(qr.map(\.count)).count == 1, "\(printed)")
        #expect(try String(contentsOfFile: folder.file("secret.txt"), encoding: .utf8) == "outside")
    }
}
