import Store

extension StorePaths {
    /// The store file `--store` names, else the default one for `bundleID`; `advice` ends the error
    /// when there is no home directory to put the default in (`--store PATH`, or also `memory`).
    static func resolve(_ store: String?, bundleID: String, advice: String) throws -> String {
        if let store { return store }
        if let path = defaultPath(bundleID: bundleID) { return path }
        throw CLIError("cannot find a home directory for the default store; pass \(advice)")
    }
}
