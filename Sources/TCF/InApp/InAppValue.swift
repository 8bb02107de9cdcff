import Basics

/// A value of an in-app TCF key: the CMP API distinguishes Number (integer) from String keys.
///
/// Android readers call `getInt` or `getString` by key, so writing `"1"` where `1` belongs breaks them;
/// keeping the two cases apart makes that mistake unrepresentable.
public enum InAppValue: Hashable, Sendable, CustomStringConvertible {
    /// A Number key (`IABTCF_gdprApplies`, `IABTCF_CmpSdkID`, ...).
    case number(Int)
    /// A String key (`IABTCF_TCString`, binary strings, `IABTCF_PublisherCC`, ...).
    case string(String)

    /// `1` for numbers, `"1"` (quoted) for strings.
    public var description: String {
        switch self {
        case .number(let n): String(n)
        case .string(let s): "\"\(s)\""
        }
    }

    /// The value as JSON, typed.
    public var json: JSONValue {
        switch self {
        case .number(let n): .int(Int64(n))
        case .string(let s): .string(s)
        }
    }
}
