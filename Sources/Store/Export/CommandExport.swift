import Basics

/// Shell commands that write the domain onto a device, for testers to paste.
public enum CommandExport {
    /// `xcrun simctl spawn booted defaults write` lines for the booted iOS simulator.
    ///
    /// Integers use `-int`, strings `-string`, booleans `-bool`, reals `-float`, data `-data` (hex);
    /// dates, arrays and dictionaries are passed as a one-line XML plist fragment, which `defaults`
    /// parses with its types intact (`-dict`/`-array` would turn every nested NSNumber into a string).
    /// Keys already on the device and absent here are left alone.
    public static func simctl(_ domain: StoreDomain, bundleID: String) throws(PlistEncodingError) -> String {
        let domainWord = ShellQuote.quote(bundleID)
        var out = "# Writes the consentsim store into \(bundleID)'s defaults on the booted simulator.\n"
        out += "# Stop the app first: xcrun simctl terminate booted \(domainWord)\n"
        for (key, value) in domain.entries {
            let argument: String
            switch value {
            case .integer(let i): argument = "-int \(i)"
            case .string(let s): argument = "-string " + ShellQuote.quote(s)
            case .boolean(let b): argument = "-bool \(b)"
            case .real(let d) where d.isFinite: argument = "-float " + PlistNumberFormat.real(d)
            case .data(let bytes): argument = "-data " + (bytes.isEmpty ? "''" : hex(bytes))
            case .real, .date, .array, .dictionary:
                argument = ShellQuote.quote(try PropertyListXML.fragment(value, keyPath: key))
            }
            out += "xcrun simctl spawn booted defaults write \(domainWord) \(ShellQuote.quote(key)) \(argument)\n"
        }
        return out
    }

    /// `adb` commands that replace the app's SharedPreferences files with the Android export: the
    /// default file (the `IABTCF_*` keys) and each SDK file the domain has keys of (UMP's own).
    ///
    /// The standard way to write another app's private files without root: stop the app (a running
    /// app keeps its preferences in memory and writes them back), remove a stale `.bak` (Android
    /// restores it over the file on next load), then stream the XML through `run-as`, which runs as
    /// the app's user in its data directory. Needs a debuggable build and adb with shell protocol
    /// (Android 7+) so stdin reaches the device. `bundleID` must satisfy `BundleID.isValid`.
    public static func adb(_ domain: StoreDomain, bundleID: String) -> String {
        precondition(BundleID.isValid(bundleID), "adb export needs a valid package name")
        var out = "# Replaces \(bundleID)'s SharedPreferences (needs a debuggable build for run-as).\n"
        out += "adb shell am force-stop \(bundleID)\n"
        for file in AndroidPreferencesFiles.split(domain, package: bundleID) {
            let path = "shared_prefs/\(file.name).xml"
            let remote = "mkdir -p shared_prefs && rm -f \(path).bak && cat > \(path)"
            out += "adb shell 'run-as \(bundleID) sh -c \"\(remote)\"' <<'CONSENTSIM_PREFS'\n"
            out += AndroidExport.sharedPreferencesXML(file.domain)
            out += "CONSENTSIM_PREFS\n"
        }
        return out
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for b in bytes { out += [digits[Int(b >> 4)], digits[Int(b & 15)]] }
        return String(decoding: out, as: UTF8.self)
    }
}
