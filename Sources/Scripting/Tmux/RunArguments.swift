import Flow

/// The `consentsim run` options that set up the same session as a script's `Set` lines.
public enum RunArguments {
    /// A setting `consentsim run` has no option for.
    public struct Unsupported: Error, CustomStringConvertible {
        /// The setting's name.
        public var setting: String
        /// `consentsim run has no option for Set <setting>`.
        public var description: String { "consentsim run has no option for Set \(setting)" }
    }

    /// `run --store STORE --no-fsync` and an option per chosen setting.
    public static func make(_ s: SessionSettings, store: String) throws(Unsupported) -> [String] {
        var args = ["run", "--store", store, "--no-fsync"]
        if let form = s.form { args += ["--form", form] }
        if let g = s.geography { args += ["--geography", g.description] }
        if let a = s.att { args += ["--att", ScriptVocabulary.attStates.first { $0.value == a }?.name ?? a.rawValue] }
        if let v = s.iosVersion { args += ["--ios", v.description] }
        if let o = s.order { args += ["--order", ScriptVocabulary.orders.first { $0.value == o }?.name ?? o.rawValue] }
        if let l = s.language { args += ["--language", l] }
        if s.underAge == true { args.append("--under-age") }
        if let d = s.debug { args.append(d ? "--debug-device" : "--no-debug-device") }
        if s.requiresAds == true { args.append("--requires-ads") }
        if let p = s.attDenial {
            switch p {
            case .nothing: args += ["--att-denial", "nothing"]
            case .rejectAll: args += ["--att-denial", "reject-all"]
            case .resetPreferences: args += ["--att-denial", "reset"]
            }
        }
        if s.region != nil { throw Unsupported(setting: "Region") }
        if s.date != nil { throw Unsupported(setting: "Date") }
        if s.usMessage != nil { throw Unsupported(setting: "USMessage") }
        if s.pacServer != nil { throw Unsupported(setting: "PACServer") }
        if s.pacOptions != nil { throw Unsupported(setting: "PACOptions") }
        if s.pacPrivacyURL != nil { throw Unsupported(setting: "PACPrivacyURL") }
        if s.appName != nil { throw Unsupported(setting: "AppName") }
        return args
    }
}
