/// Which CMP's habits the in-app keys follow: what Google UMP really writes, or the IAB table.
///
/// | | `spec` (IAB CMP API v2 table) | `ump` (public UMP device dumps) |
/// | `IABTCF_CmpSdkVersion` and the TC string's CmpVersion | the CMP's own | 2 |
/// | purpose strings | up to the highest id set (`""` when none) | one character per purpose of the list (`"00000000000"`) |
/// | vendor strings with no vendor | `""` | `"0"` |
/// | non-standard texts flag | `IABTCF_UseNonStandardTexts` (TCF 2.2 name) | `IABTCF_UseNonStandardStacks` (pre-2.2 name) |
/// | `IABTCF_Publisher*` purpose strings when empty | written as `""` | not written |
/// | `IABTCF_UserConsentRecordId` | not written | a UUID per consent |
///
/// Sources for `ump`: the `Action[write]` logs of UMP in googleads/googleads-mobile-flutter#908
/// (2023: `"IABTCF_CmpSdkVersion":2`, `"IABTCF_UseNonStandardStacks":0`, `"IABTCF_VendorConsents":"0"`
/// after "Do not consent", `IABTCF_UserConsentRecordId` "68BC96BF-…"), the SharedPreferences dump in
/// invertase/react-native-google-mobile-ads#98 (2022: `"IABTCF_PurposeLegitimateInterests":"0111111111"`,
/// one character per purpose of TCF 2.0's ten, `IABTCF_UserConsentRecordId`), and the dump in
/// googleads/googleads-mobile-flutter#1147 (`IABTCF_PurposeConsents "00000000000"` with nothing consented,
/// reported second-hand: the thread's searchable excerpts do not show the dump itself).
/// Neither dump shows empty `IABTCF_Publisher*` purpose keys.
public enum KeyProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// What Google UMP writes on real devices (the simulator's default for UMP).
    case ump = "ump"
    /// The IAB CMP API v2 in-app table, as the IAB reference library writes it.
    case spec = "spec"

    /// The CMP SDK version UMP writes to `IABTCF_CmpSdkVersion` and the TC string (flutter#908).
    public static let umpCmpSdkVersion = 2

    /// `ump` or `spec`.
    public var description: String { rawValue }

    /// The key that carries the non-standard texts flag under this profile.
    public var nonStandardTextsKey: String {
        switch self {
        case .ump: InAppKey.useNonStandardStacks
        case .spec: InAppKey.useNonStandardTexts
        }
    }
}
