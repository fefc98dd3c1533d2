import Synchronization

/// Messages from background work (the PNG writer's completions) for the frame thread to show.
final class ToastMailbox: Sendable {
    private let messages = Mutex<[String]>([])

    func post(_ message: String) { messages.withLock { $0.append(message) } }

    /// The waiting messages, oldest first (usually none: then nothing is allocated).
    func take() -> [String]? {
        messages.withLock { pending in
            guard !pending.isEmpty else { return nil }
            defer { pending.removeAll() }
            return pending
        }
    }
}
