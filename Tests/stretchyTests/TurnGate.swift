import Synchronization

/// One holder at a time; the others wait their turn suspended, in arrival order, holding no
/// thread (a `DispatchSemaphore` blocks one that other tests could run on). `leave()` is
/// synchronous, so a `deinit` or `defer` can call it.
final class TurnGate: Sendable {
    private struct State {
        var held = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())

    func enter() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let entered = state.withLock { state in
                if state.held { state.waiting.append(turn); return false }
                state.held = true
                return true
            }
            if entered { turn.resume() }
        }
    }

    /// Hands the gate to the longest waiter, or opens it.
    func leave() {
        let next = state.withLock { state in
            guard !state.waiting.isEmpty else { state.held = false; return nil as CheckedContinuation<Void, Never>? }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
