import Flow
import Screens

/// What the reducer asks the runtime to do.
package enum SimulatorEffect: Hashable, Sendable {
    /// The app handled `event` with `effects`: write its store changes, the OS state and the trace,
    /// then send what the effects ask for next (follow-ups, the launch after a relaunch).
    case app(AppEvent, [AppEffect])
    /// Start a new app process with this configuration on the same stores.
    case restart(AppConfiguration)
    /// The user quit.
    case quit
    /// The element a script named is not on the screen.
    case missing(ElementID)
}
