import Dispatch

/// Runs work with a time limit: a hung computation is reported instead of hanging its caller.
///
/// The work runs on its own thread; when the limit passes first, the caller gets nil and the thread
/// is left to finish (or to spin until the process exits: a thread cannot be stopped safely).
/// Command-line tools exit soon after, so the cost is bounded by the process's life.
public enum Deadline {
    fileprivate final class Job<T>: @unchecked Sendable {
        // @unchecked: `result` is written once by the worker before `done` is signalled and read
        // by the caller only after waiting on `done`.
        let body: () -> T
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> T) { self.body = body }
    }

    /// `body`'s result, or nil when it takes longer than `seconds`.
    public static func run<T>(within seconds: Double, _ body: @escaping () -> T) -> T? {
        let job = Job(body)
        let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Deep expansions live on the heap now, but a parser or renderer still gets the main thread's room.
        pthread_attr_setstacksize(&attributes, 16 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let created = pthread_create(&thread, &attributes, { raw in
            #if canImport(Darwin)
            let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
            #else
            let object = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue()
            #endif
            (object as! Runnable).runOnce()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return body()
        }
        let nanoseconds = seconds * 1_000_000_000
        let limit: DispatchTime = nanoseconds >= Double(UInt64.max / 2) ? .distantFuture : .now() + .nanoseconds(Int(nanoseconds))
        guard job.done.wait(timeout: limit) == .success else { return nil }
        return job.result
    }
}

/// What the thread entry point calls (it cannot be generic).
private protocol Runnable: AnyObject {
    func runOnce()
}

extension Deadline.Job: Runnable {
    func runOnce() {
        result = body()
        done.signal()
    }
}
