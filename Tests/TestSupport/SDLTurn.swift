import Testing

/// SDL's video and renderer state and SDL_ttf's FreeType library are process-wide, and every test
/// target runs in one process: the suites that draw in-process (`SDLSuites`, `HeadlessWindowTests`)
/// take turns, each holding the turn for its whole run. `.serialized` orders tests within a suite
/// only; two such suites at once crashed the test process inside FreeType when their tests loaded
/// fonts together (26 Nov 2026, a faster build of the same tests).
public struct SDLTurn: SuiteTrait, TestScoping {
    /// Not inherited: the turn is held once around the suite, not again by each test inside it.
    public var isRecursive: Bool { false }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Turns.shared.take()
        do { try await function() } catch {
            await Turns.shared.give()
            throw error
        }
        await Turns.shared.give()
    }
}

extension Trait where Self == SDLTurn {
    /// The suite draws with SDL in the test process: it waits for the other such suites.
    public static var sdlTurn: Self { SDLTurn() }
}

/// One holder at a time, the others waiting in the order they came.
private actor Turns {
    static let shared = Turns()
    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard held else { held = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the first waiting suite, if any.
    func give() {
        if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
    }
}
