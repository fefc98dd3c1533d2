import DesignDocument
import Foundation
import Testing

/// Every shipped design (and its content files) and every file in `examples/`, read and written
/// back byte for byte, and each of their numbers patched alone.
@Suite struct RoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Resources/designs/**.json` and `examples/*.json`, sorted.
    static let files: [String] = {
        var paths: [String] = []
        for folder in ["Resources/designs", "examples"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "json" { paths.append(url.path) }
        }
        return paths.sorted()
    }()

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func theShippedDesignsAndExamplesAreAllFound() {
        // 13 designs and 4 content files in Resources/designs, 11 examples (December 2026): a
        // folder that moved would make the round trips below pass over nothing.
        #expect(Self.files.filter { $0.contains("/Resources/designs/") }.count >= 17)
        #expect(Self.files.filter { $0.contains("/examples/") }.count >= 11)
    }

    @Test func everyFileReadsAndWritesBackByteForByte() throws {
        for path in Self.files {
            let original = try Self.bytes(path)
            var document = try DesignDocument(bytes: original)
            #expect(document.bytes == original, "\(path)")
            // Its own value written through the patches: nothing to change, nothing changed.
            try document.update(to: document.value)
            #expect(document.bytes == original, "\(path)")
            // Read again from the written bytes: the same value and the same places.
            let again = try DesignDocument(bytes: document.bytes)
            #expect(again.value == document.value && again.allSpans.map(\.span).sorted(by: Self.order) == document.allSpans.map(\.span).sorted(by: Self.order), "\(path)")
        }
    }

    @Test func aFileWrittenNewReadsBackAsTheSameValue() throws {
        for path in Self.files {
            let document = try DesignDocument(bytes: try Self.bytes(path))
            let written = DesignDocument(new: document.value, style: document.style)
            #expect(try DesignDocument(bytes: written.bytes).value == document.value, "\(path)")
        }
    }

    /// Each number of each file set to a different one: the bytes before its span and after it are
    /// the file's, and the value read back is the old one with that number changed.
    @Test func patchingOneNumberChangesOnlyThatNumbersBytes() throws {
        var patched = 0
        for path in Self.files {
            let original = try Self.bytes(path)
            let document = try DesignDocument(bytes: original)
            for (keys, span) in document.allSpans.sorted(by: { Self.order($0.span, $1.span) }) {
                guard case let .number(number)? = Self.value(document.value, keys) else { continue }
                var copy = document
                let replacement = number + 7.25
                let documentPath = Self.path(keys, in: document.value)
                try copy.set(.number(replacement), at: documentPath)
                let token = Array(JSONWriter.format(replacement).utf8)
                #expect(Array(copy.bytes[..<span.lowerBound]) == Array(original[..<span.lowerBound]), "\(path) \(documentPath)")
                #expect(Array(copy.bytes[span.lowerBound..<span.lowerBound + token.count]) == token, "\(path) \(documentPath)")
                #expect(Array(copy.bytes[(span.lowerBound + token.count)...]) == Array(original[span.upperBound...]), "\(path) \(documentPath)")
                #expect(copy.value == Self.setting(document.value, keys, to: .number(replacement)), "\(path) \(documentPath)")
                patched += 1
            }
        }
        // The shipped designs and examples hold 834 numbers (December 2026): the walk found them.
        #expect(patched >= 800, "\(patched) numbers patched")
    }

    static func order(_ a: Range<Int>, _ b: Range<Int>) -> Bool { (a.lowerBound, a.upperBound) < (b.lowerBound, b.upperBound) }

    /// Independent of the document's own lookup: a walk of the parsed value by keys.
    static func value(_ value: JSONValue, _ keys: [String]) -> JSONValue? {
        guard let key = keys.first else { return value }
        switch value {
        case let .object(members): return members.first { $0.0 == key }.flatMap { Self.value($0.1, Array(keys.dropFirst())) }
        case let .array(elements): return Int(key).flatMap { elements.indices.contains($0) ? Self.value(elements[$0], Array(keys.dropFirst())) : nil }
        default: return nil
        }
    }

    static func setting(_ value: JSONValue, _ keys: [String], to new: JSONValue) -> JSONValue {
        guard let key = keys.first else { return new }
        switch value {
        case let .object(members): return .object(members.map { ($0, $0 == key ? setting($1, Array(keys.dropFirst()), to: new) : $1) })
        case let .array(elements): return .array(elements.enumerated().map { String($0) == key ? setting($1, Array(keys.dropFirst()), to: new) : $1 })
        default: return value
        }
    }

    static func path(_ keys: [String], in value: JSONValue) -> DocumentPath {
        var components: [DocumentPath.Component] = []
        var current: JSONValue? = value
        for key in keys {
            if case .array? = current, let index = Int(key) { components.append(.element(index)) } else { components.append(.member(key)) }
            current = current.flatMap { Self.value($0, [key]) }
        }
        return DocumentPath(components)
    }
}
