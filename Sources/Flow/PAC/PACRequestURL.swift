/// The info-update URL (`-infoUpdateURLForPublisherIdentifiers:`) and reading it back (for the server).
package enum PACRequestURL {
    /// `https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=<ids>` with the
    /// ids comma-joined as they are (not percent-encoded), plus `&debug_geo=1|2` on a debug device
    /// whose geography is not disabled.
    package static func make(publisherIDs: [String], debugGeography: PACDebugGeography, isDebugDevice: Bool) -> String {
        var url =
            PACConstants.infoUpdateEndpoint + "?es=2&plat=\(PACConstants.platform)&v=\(PACConstants.versionString)"
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
    package static func make(publisherIDs: [String], state: PACState) -> String {
        make(publisherIDs: publisherIDs, debugGeography: state.debugGeography, isDebugDevice: state.isDebugDevice)
    }

    /// The query parameters of `url` (`name=value` pairs split on `&`, last one of a name wins).
    package static func queryParameters(_ url: String) -> [String: String] {
        // The URLs PAC builds are ASCII, where characters are bytes (CR LF, the one ASCII cluster of
        // two scalars, holds none of `?&=`), so a byte scan splits them exactly as the Character scan
        // below, at a fraction of the cost of `split` on a Substring's Characters.
        let ascii = url.utf8.withContiguousStorageIfAvailable { bytes -> [String: String]? in
            var all: UInt8 = 0
            for b in bytes { all |= b }
            return all < 0x80 ? asciiQueryParameters(bytes) : nil
        }
        if let result = ascii ?? nil { return result }
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

    /// `queryParameters` of an ASCII URL's bytes.
    private static func asciiQueryParameters(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        let n = bytes.count
        guard let q = bytes.firstIndex(of: UInt8(ascii: "?")) else { return [:] }
        var pairs = 1
        for i in (q + 1)..<n where bytes[i] == UInt8(ascii: "&") { pairs += 1 }
        var result = [String: String](minimumCapacity: pairs)
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var start = q + 1
        while start < n {
            var end = start
            while end < n && bytes[end] != UInt8(ascii: "&") { end += 1 }
            if start < end {
                var eq = start
                while eq < end && bytes[eq] != UInt8(ascii: "=") { eq += 1 }
                result[text(start..<eq)] = eq < end ? text((eq + 1)..<end) : ""
            }
            start = end + 1
        }
        return result
    }
}
