import Basics

/// Where the store lives when no path is given.
public enum StorePaths {
    /// `$XDG_DATA_HOME/consentsim/<bundleID>.plist`, or `$HOME/.local/share/consentsim/<bundleID>.plist`
    /// when XDG_DATA_HOME is unset, empty or relative (the XDG spec says to ignore relative values).
    /// Nil when neither variable gives a usable directory. Pure: the caller passes the environment.
    public static func defaultPath(bundleID: String, environment: [String: String]) -> String? {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/share"
        } else {
            return nil
        }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/consentsim/" + bundleID + ".plist"
    }

    /// `defaultPath` for this process's environment, falling back to the password database for the
    /// home directory when HOME is unset.
    public static func defaultPath(bundleID: String) -> String? {
        var environment: [String: String] = [:]
        for name in ["XDG_DATA_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        if environment["HOME"].map({ !$0.hasPrefix("/") }) ?? true, let pw = getpwuid(getuid()), let dir = pw.pointee.pw_dir {
            environment["HOME"] = String(cString: dir)
        }
        return defaultPath(bundleID: bundleID, environment: environment)
    }
}
