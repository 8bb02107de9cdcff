/// An iOS version, compared numerically (`14.5` < `17.4` < `17.10`).
package struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Components, e.g. `[17, 4]`.
    package var components: [Int]

    /// Parses `17.4`, `14`, `14.5.1`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3 else { return nil }
        var comps: [Int] = []
        for p in parts {
            guard let n = Int(p), n >= 0, n < 1000 else { return nil }
            comps.append(n)
        }
        components = comps
    }

    /// A version from its components.
    package init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) { components = [major, minor, patch] }

    /// `17.4`.
    package var description: String {
        var c = components
        while c.count > 2, c.last == 0 { c.removeLast() }
        if c.count == 1 { c.append(0) }
        return c.map(String.init).joined(separator: ".")
    }

    /// Numeric order, missing components counting as 0.
    package static func < (a: IOSVersion, b: IOSVersion) -> Bool {
        for i in 0..<max(a.components.count, b.components.count) {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    /// Equality ignoring trailing zero components.
    package static func == (a: IOSVersion, b: IOSVersion) -> Bool { !(a < b) && !(b < a) }

    /// Hashes the version without trailing zeros, consistent with `==`.
    package func hash(into hasher: inout Hasher) {
        var c = components
        while c.last == 0 { c.removeLast() }
        hasher.combine(c)
    }
}
