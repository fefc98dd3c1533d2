import Foundation

/// libpng (inside SDL_image) prints `libpng warning: …` / `libpng error: …` straight to stderr,
/// which SDL_image gives no way to redirect. While a photo is decoded, file descriptor 2 points at
/// a temporary file instead; the text is then folded into the one error message (or dropped when
/// the decode succeeded: a warning such as "iCCP: known incorrect sRGB profile" changes nothing).
///
/// File descriptor 2 is one per process: captures take turns (`turns`). Two at once on two threads
/// each saved the other's temporary file as "the real stderr", and stderr stayed pointed at a
/// deleted file for good; in the test process every later line of the test log was lost.
enum LibraryDiagnostics {
    /// Recursive: a capture inside a capture on one thread nests its save and restore.
    private static let turns = NSRecursiveLock()

    /// Runs `body` with stderr captured; returns its result and what the libraries printed.
    static func capturing<T>(_ body: () throws -> T) rethrows -> (T, String) {
        turns.lock()
        defer { turns.unlock() }
        fflush(nil)  // every stream: stderr itself is not concurrency-safe to name in Swift 6
        guard let file = tmpfile() else { return (try body(), "") }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (try body(), "") }
        dup2(fileno(file), STDERR_FILENO)
        let result: T
        do {
            result = try body()
        } catch {
            restore(saved)
            throw error
        }
        restore(saved)
        rewind(file)
        var buffer = [UInt8](repeating: 0, count: 2048)
        let count = fread(&buffer, 1, buffer.count, file)
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        return (result, text)
    }

    private static func restore(_ saved: Int32) {
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    /// The captured lines as one clause: "libpng error: IDAT: CRC error; …", without line breaks.
    static func clause(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.prefix(3).joined(separator: "; ")
    }
}
