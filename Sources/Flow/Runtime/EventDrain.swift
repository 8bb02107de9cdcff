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

/// The one event-drain loop: the simulator's runtime (`SimulatorRuntime.send`, what every front end
/// runs), the engine's own runtime (`FlowRuntime`, what the flow tests run) and `AppReducer.settle`
/// all drain their queue here.
package enum EventDrain {
    /// Handles `first`, then everything `step` says handling it leads to, in order, until nothing is
    /// left. A reducer that never settles is reported after `limit` items instead of spinning forever.
    package static func run<Item>(_ first: Item, limit: Int, step: (Item) throws -> [Item]) throws {
        var queue = [first]
        var head = 0
        while head < queue.count {
            guard head < limit else { throw FlowRuntimeError.notQuiescent(afterSteps: head) }
            let next = queue[head]
            head += 1
            queue += try step(next)
        }
    }
}

extension AppReducer {
    /// The app reducer alone, drained (`EventDrain`) without I/O: `state.device` stands for the
    /// store. Returns every effect in order.
    @discardableResult
    package static func settle(_ state: inout AppState, _ event: AppEvent, limit: Int = 10_000) throws -> [AppEffect] {
        var all: [AppEffect] = []
        try EventDrain.run(event, limit: limit) { next in
            let effects = reduce(&state, next)
            all += effects
            return effects.compactMap { $0.nextEvent(stored: { state.device }) }
        }
        return all
    }
}
