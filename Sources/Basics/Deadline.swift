import Dispatch

/// Runs work with a time limit: a hung computation is reported instead of hanging its caller.
///
/// The work runs on its own thread (`Threads`); when the limit passes first, the caller gets nil and the thread
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
        guard Threads.detach({ job.run() }) else { return body() }
        let nanoseconds = seconds * 1_000_000_000
        let limit: DispatchTime = nanoseconds >= Double(UInt64.max / 2) ? .distantFuture : .now() + .nanoseconds(Int(nanoseconds))
        guard job.done.wait(timeout: limit) == .success else { return nil }
        return job.result
    }
}

extension Deadline.Job {
    func run() {
        result = body()
        done.signal()
    }
}
