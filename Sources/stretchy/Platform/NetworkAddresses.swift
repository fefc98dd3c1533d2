import Foundation

/// The machine's IPv4 addresses a phone on the same network can reach (getifaddrs(3), POSIX on
/// Linux and macOS): interfaces that are up, loopback last.
enum NetworkAddresses {
    static func ipv4() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return ["127.0.0.1"] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var entry = first
        while let current = entry?.pointee {
            defer { entry = current.ifa_next }
            guard let address = current.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  current.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count),
                              nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !found.contains(text) { found.append(text) }
        }
        let loopback = found.filter { $0.hasPrefix("127.") }
        return found.filter { !$0.hasPrefix("127.") } + (loopback.isEmpty ? ["127.0.0.1"] : loopback)
    }
}
