/// How UMP shows legitimate-interest (LI) switches on the purposes and vendors pages.
package struct LegitimateInterestSettings: Hashable, Sendable {
    /// Whether LI switches are shown at all (if hidden, every partner must rely on consent).
    package var shown: Bool
    /// Whether LI switches start on ("Enable by default" in AdMob).
    package var defaultOn: Bool
    /// The purposes that show an LI switch; nil means the purposes the shown vendors claim LI for.
    package var purposes: [Int]?

    /// LI settings; UMP's defaults are shown and on.
    package init(shown: Bool = true, defaultOn: Bool = true, purposes: [Int]? = nil) {
        self.shown = shown
        self.defaultOn = defaultOn
        self.purposes = purposes
    }
}

/// How consent switches start on the purposes and vendors pages.
package struct ConsentSwitchSettings: Hashable, Sendable {
    /// Whether consent switches start on; UMP starts them off, and `true` (pre-ticked) is what lint flags.
    package var defaultOn: Bool

    /// Consent switch settings; off by default.
    package init(defaultOn: Bool = false) {
        self.defaultOn = defaultOn
    }
}
