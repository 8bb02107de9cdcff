import Store

/// Where a run keeps the simulated device: in memory (empty, a fresh install on a fresh device) or in
/// a property-list file with the OS state beside it. The one choice behind `run --store PATH|memory`,
/// `record` and a script's `Set Store memory|PATH`.
package enum StoreChoice: Hashable, Sendable, CustomStringConvertible {
    /// In memory, empty at the start.
    case memory
    /// A property-list file (a script's relative path is resolved against the script).
    case file(String)

    /// `memory` is the memory store; any other text names a file.
    package init(parsing text: String) {
        self = text == "memory" ? .memory : .file(text)
    }

    /// `memory` or the path.
    package var description: String {
        switch self {
        case .memory: "memory"
        case .file(let path): path
        }
    }

    /// The device's stores: both in memory, or the app's domain at the path and the OS state beside
    /// it (`SimulatorStores.file`), written with `durability`.
    package func stores(durability: PlistFileStore.Durability) -> SimulatorStores {
        switch self {
        case .memory: .memory()
        case .file(let path): .file(path, durability: durability)
        }
    }
}
