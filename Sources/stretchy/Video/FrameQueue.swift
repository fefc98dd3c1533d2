import Foundation
import PNGWriting
import Stage
import StretchyKit

/// Render and encode overlap: the frame thread fills pixel buffers, a writer thread hands them to
/// the encoder. A fixed pool of buffers bounds memory (never all frames at once) and makes the
/// renderer wait when the encoder falls behind. Buffers move between the threads without copies.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var free: [PixelBuffer]
    private var filled: [PixelBuffer] = []
    private var closed = false
    private var failure: StretchyError?
    private let done = DispatchSemaphore(value: 0)

    /// `write` runs on the writer thread, once per frame, in order.
    init(buffers: Int, write: @escaping @Sendable (PixelBuffer) throws(StretchyError) -> Void) {
        free = Array(repeating: PixelBuffer(), count: buffers)
        Thread.detachNewThread { [self] in
            while let buffer = nextFilled() {
                do throws(StretchyError) {
                    try write(buffer)
                    recycle(buffer)
                } catch {
                    fail(error)
                }
            }
            done.signal()
        }
    }

    /// A buffer to draw the next frame into; waits for one while all are queued. Throws the
    /// writer's error once it failed, so the frame thread stops rendering.
    func take() throws(StretchyError) -> PixelBuffer {
        condition.lock()
        defer { condition.unlock() }
        while free.isEmpty, failure == nil { condition.wait() }
        if let failure { throw failure }
        return free.removeLast()
    }

    func submit(_ buffer: PixelBuffer) {
        condition.lock()
        filled.append(buffer)
        condition.broadcast()
        condition.unlock()
    }

    /// No more frames: waits until the writer has written every queued one.
    func finish() throws(StretchyError) {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        done.wait()
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
    }

    private func nextFilled() -> PixelBuffer? {
        condition.lock()
        defer { condition.unlock() }
        while filled.isEmpty, !closed, failure == nil { condition.wait() }
        guard failure == nil, !filled.isEmpty else { return nil }
        return filled.removeFirst()
    }

    private func recycle(_ buffer: PixelBuffer) {
        condition.lock()
        free.append(buffer)
        condition.broadcast()
        condition.unlock()
    }

    private func fail(_ error: StretchyError) {
        condition.lock()
        failure = error
        condition.broadcast()
        condition.unlock()
    }
}
