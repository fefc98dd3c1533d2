import CQREncode

/// A QR code of a URL as terminal text, so a phone's camera opens the shared page. libqrencode
/// makes the code; this draws it two modules a line with half blocks, as `qrencode -t UTF8` does:
/// light modules are printed, dark ones are the terminal's background, with a quiet zone of two
/// modules (phones read such inverted codes from a dark terminal; on a light one too, as the
/// quiet zone is then the page around it).
enum TerminalQRCode {
    static func lines(for text: String) -> [String]? {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width), quiet = 2, side = width + 2 * quiet
        // Module (x, y) is dark when bit 0 of its byte is set (qrencode.h); outside is light.
        func dark(_ x: Int, _ y: Int) -> Bool {
            let (cx, cy) = (x - quiet, y - quiet)
            guard cx >= 0, cy >= 0, cx < width, cy < width else { return false }
            return code.pointee.data[cy * width + cx] & 1 == 1
        }
        return stride(from: 0, to: side, by: 2).map { y in
            String((0..<side).map { x -> Character in
                switch (dark(x, y), y + 1 < side ? dark(x, y + 1) : false) {
                case (false, false): "█"
                case (false, true): "▀"
                case (true, false): "▄"
                case (true, true): " "
                }
            })
        }
    }
}
