import DisplayList
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// The texture caches keep the most recently drawn entries: a hit counts as a use, so with room
    /// for two, drawing A, B, A again, then C evicts B, not A (a hit that forgot to record its use
    /// would evict A, the oldest made).
    @Suite struct CacheRecency {
        @Test func aTextDrawnAgainOutlivesOneDrawnOnce() throws {
            let renderer = try Renderer.headless(size: Size(width: 200, height: 100), fonts: Fixtures.fonts())
            let cache = TextCache(fonts: try Fixtures.fonts(), maximumEntries: 2)
            defer { cache.removeAll() }
            func key(_ text: String) -> TextKey {
                TextKey(text, style: TextStyle(size: 15), width: nil, lineBreak: .none, alignment: .leading, pixelsPerPoint: 1)
            }
            for text in ["A", "B", "A", "C"] { _ = try cache.texture(for: key(text), renderer: renderer.renderer) }
            #expect(cache.rasterisations == 3)
            _ = try cache.texture(for: key("A"), renderer: renderer.renderer)
            #expect(cache.rasterisations == 3, "A was kept")
            _ = try cache.texture(for: key("B"), renderer: renderer.renderer)
            #expect(cache.rasterisations == 4, "B was evicted and is drawn again")
        }

        /// Frame by frame (`beginFrame`), a text is first compared with the one drawn at its place
        /// in the frame before: a different text there is looked up (or drawn) on its own.
        @Test func anotherTextAtTheSamePlaceIsLookedUpOnItsOwn() throws {
            let (cache, frame) = try framedCache(maximumEntries: 8)
            defer { cache.removeAll() }
            let first = try frame(["i", "WWWW"])
            let again = try frame(["i", "WWWW"])
            #expect(cache.rasterisations == 2)
            #expect(again.map(\.texture) == first.map(\.texture))
            let changed = try frame(["WWWWWWWW", "WWWW"])
            #expect(cache.rasterisations == 3)
            #expect(changed[0].width > first[1].width && changed[1].texture == first[1].texture)
            #expect(try frame(["i"])[0].texture == first[0].texture)
        }

        /// A hit on the frame before's text is a use: the least recently used text goes, not it.
        @Test func aTextReusedFromTheFrameBeforeCountsAsUsed() throws {
            let (cache, frame) = try framedCache(maximumEntries: 2)
            defer { cache.removeAll() }
            _ = try frame(["A", "B"])
            _ = try frame(["A", "C"])  // A from the frame before; C evicts B
            _ = try frame(["A", "B"])
            #expect(cache.rasterisations == 4, "A kept, B drawn again")
        }

        /// An evicted text is drawn again, never handed back from the frame before (its texture is freed).
        @Test func anEvictedTextIsNotReusedFromTheFrameBefore() throws {
            let (cache, frame) = try framedCache(maximumEntries: 2)
            defer { cache.removeAll() }
            _ = try frame(["A", "B"])
            _ = try frame(["B", "X", "Y"])  // X evicts A, then Y evicts B
            _ = try frame(["B"])
            #expect(cache.rasterisations == 5, "B drawn again")
            #expect(cache.count == 2)
        }

        /// A text cache and a function drawing one frame's texts through it, in order.
        func framedCache(maximumEntries: Int) throws -> (TextCache, ([String]) throws -> [TextCache.Entry]) {
            let renderer = try Renderer.headless(size: Size(width: 200, height: 100), fonts: Fixtures.fonts())
            let cache = TextCache(fonts: try Fixtures.fonts(), maximumEntries: maximumEntries)
            return (cache, { texts in
                cache.beginFrame()
                return try texts.map { text in
                    let key = TextKey(text, style: TextStyle(size: 15), width: nil, lineBreak: .none, alignment: .leading,
                                      pixelsPerPoint: 1)
                    return try #require(try cache.texture(for: key, renderer: renderer.renderer))
                }
            })
        }

        @Test func aShapeDrawnAgainOutlivesOneDrawnOnce() throws {
            let renderer = try Renderer.headless(size: Size(width: 200, height: 100), fonts: Fixtures.fonts())
            let cache = TextureCache<Int>(capacity: 2)
            defer { cache.removeAll() }
            var made = 0
            func use(_ key: Int) {
                _ = cache.texture(for: key, renderer: renderer.renderer) {
                    made += 1
                    return ([UInt32](repeating: 0xFFFF_FFFF, count: 4), 2, 2, 0, 0, 2, 2)
                }
            }
            for key in [1, 2, 1, 3] { use(key) }
            #expect(made == 3)
            use(1)
            #expect(made == 3, "1 was kept")
            use(2)
            #expect(made == 4, "2 was evicted and is made again")
        }
    }
}
