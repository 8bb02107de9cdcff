/// The Android advertising ID as the app reads it from Google Play services
/// (`AdvertisingIdClient.getAdvertisingIdInfo`). Android has no ATT: the user resets or deletes the
/// identifier in Settings › Privacy › Ads instead of answering a prompt.
package enum AdvertisingIDState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The device's identifier.
    case available
    /// The user reset it: a new identifier, unlinked from the old one.
    case reset
    /// The user deleted it (or opted out of ads personalization): "Any attempts to access the
    /// identifier will receive a string of zeros instead of the identifier", on Android 12 from
    /// late 2021 and on every device with Google Play from 2022-04-01 (Play Console Help, answer
    /// 6048248, "Advertising ID").
    case deleted

    /// The name scripts and flags use.
    package var description: String { rawValue }

    /// The identifier the app reads.
    package var identifier: String {
        switch self {
        case .available: "38400000-8cf0-11bd-b23e-10b96e40000d"
        case .reset: "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f"
        case .deleted: "00000000-0000-0000-0000-000000000000"
        }
    }
}
