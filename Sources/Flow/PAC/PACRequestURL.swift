/// The info-update URL (`-infoUpdateURLForPublisherIdentifiers:`) and reading it back (for the server).
public enum PACRequestURL {
    /// `https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=<ids>` with the
    /// ids comma-joined as they are (not percent-encoded), plus `&debug_geo=1|2` on a debug device
    /// whose geography is not disabled.
    public static func make(publisherIDs: [String], debugGeography: PACDebugGeography, isDebugDevice: Bool) -> String {
        var url = PACConstants.infoUpdateEndpoint + "?es=2&plat=\(PACConstants.platform)&v=\(PACConstants.versionString)"
            + "&pubs=" + publisherIDs.joined(separator: ",")
        if isDebugDevice {
            switch debugGeography {
            case .eea: url += "&debug_geo=1"
            case .notEEA: url += "&debug_geo=2"
            case .disabled: break
            }
        }
        return url
    }

    /// The URL for `state`'s device and debug settings.
    public static func make(publisherIDs: [String], state: PACState) -> String {
        make(publisherIDs: publisherIDs, debugGeography: state.debugGeography, isDebugDevice: state.isDebugDevice)
    }

    /// The query parameters of `url` (`name=value` pairs split on `&`, last one of a name wins).
    public static func queryParameters(_ url: String) -> [String: String] {
        guard let q = url.firstIndex(of: "?") else { return [:] }
        var result: [String: String] = [:]
        for pair in url[url.index(after: q)...].split(separator: "&", omittingEmptySubsequences: true) {
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            } else {
                result[String(pair)] = ""
            }
        }
        return result
    }
}
