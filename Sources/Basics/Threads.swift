/// Threads started directly with pthreads, for the runner's pool and `Deadline`.
///
/// Not libdispatch's pool: its first worker thread creates an epoll and an eventfd descriptor, and
/// when the process has no descriptor left (a low `ulimit -n`) libdispatch stops on an illegal
/// instruction (SIGILL) instead of reporting it. A pthread needs no descriptor, so running out of
/// them shows as the "Too many open files" of the file that could not be opened.
public enum Threads {
    /// The stack of each thread: a parser or renderer gets the main thread's room.
    static let stackSize = 16 << 20

    /// Runs `body(0)` … `body(count - 1)` at once, on `count - 1` new threads and this one, and
    /// returns when every call has returned. Calls whose thread cannot be created run on this one.
    public static func concurrentPerform(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // Safe to escape: every thread is joined before this returns.
            nonisolated(unsafe) let shared = body
            var started: [pthread_t] = []
            var inline: [Int] = []
            for index in 1..<count {
                if let thread = start(detached: false, { shared(index) }) { started.append(thread) } else { inline.append(index) }
            }
            body(0)
            for index in inline { body(index) }
            for thread in started { pthread_join(thread, nil) }
        }
    }

    /// Starts `body` on a detached thread; false when the system could not create one.
    public static func detach(_ body: @escaping () -> Void) -> Bool {
        start(detached: true, body) != nil
    }

    /// A new thread running `body`, or nil when it could not be created.
    private static func start(detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        let created = pthread_create(
            &thread, &attributes,
            { raw in
                #if canImport(Darwin)
                    let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
                #else
                    let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                #endif
                box.body()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// The closure a thread runs (the entry point takes one pointer).
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
