/// The publisher account behind the app.
package struct FormPublisher: Hashable, Sendable {
    /// ISO 3166-1 alpha-2 country of the publisher (`IABTCF_PublisherCC`; `AA` = unknown).
    package var countryCode: String
    /// AdMob publisher ids (`pub-` and 16 digits) the app asks consent information for.
    package var publisherIDs: [String]
    /// The CMP the TC string names; UMP forms only (Google's CMP id is 300).
    package var cmp: CMPIdentity?

    /// A publisher description.
    package init(countryCode: String, publisherIDs: [String], cmp: CMPIdentity? = nil) {
        self.countryCode = countryCode
        self.publisherIDs = publisherIDs
        self.cmp = cmp
    }
}

/// The CMP id and version written into the TC string and `IABTCF_CmpSdkID` / `IABTCF_CmpSdkVersion`.
package struct CMPIdentity: Hashable, Sendable {
    /// The IAB-registered CMP id (12 bits; 300 is Google's, which a UMP mirror uses).
    package var id: Int
    /// The CMP's version (12 bits).
    package var version: Int

    /// Google's CMP id, the one UMP writes.
    package static let googleCMPID = 300
    /// The range a 12-bit CMP id or version field can hold; 0 and 1 are not valid CMP ids.
    package static let idRange = 2...4095
    /// The range a 12-bit CMP version field can hold.
    package static let versionRange = 1...4095

    /// A CMP identity.
    package init(id: Int, version: Int) {
        self.id = id
        self.version = version
    }
}
