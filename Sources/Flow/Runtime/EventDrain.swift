import Store

extension AppEffect {
    /// The event this effect asks to be handled next, if any: an SDK's deferred answer, or the
    /// launch that follows a relaunch or reinstall with what `stored` says the store holds then.
    package func nextEvent(stored: () throws -> StoreDomain) rethrows -> AppEvent? {
        switch self {
        case .followUp(let event): event
        case .relaunchFromStore: .launch(stored: try stored())
        case .persist, .startMobileAds, .requestAd, .call, .ump, .att, .pacCall, .pac, .note: nil
        }
    }
}

extension AppReducer {
    /// The one event-drain loop: handles `event`, then every event its effects ask for, in order,
    /// until none are left. `handle` reduces one event (the runtime does its I/O around it) and
    /// returns its effects; `stored` reads the store for a relaunch after them. A reducer that never
    /// settles is reported after `limit` events instead of spinning forever.
    package static func drain(
        _ event: AppEvent, limit: Int, stored: () throws -> StoreDomain, handle: (AppEvent) throws -> [AppEffect]
    ) throws {
        var queue: [AppEvent] = [event]
        var head = 0
        while head < queue.count {
            guard head < limit else { throw FlowRuntimeError.notQuiescent(afterSteps: head) }
            let next = queue[head]
            head += 1
            for effect in try handle(next) {
                if let following = try effect.nextEvent(stored: stored) { queue.append(following) }
            }
        }
    }

    /// `drain` without I/O: `state.device` stands for the store. Returns every effect in order.
    @discardableResult
    package static func settle(_ state: inout AppState, _ event: AppEvent, limit: Int = 10_000) throws -> [AppEffect] {
        var all: [AppEffect] = []
        try drain(event, limit: limit, stored: { state.device }) { next in
            let effects = reduce(&state, next)
            all += effects
            return effects
        }
        return all
    }
}
