// TEMPORARY stub until the codec branch merges.
public struct TCStringError: Error, CustomStringConvertible { public var description: String { "stub" } }
public enum TCString {
    public static func decode(_ s: String) throws -> TCModel { throw TCStringError() }
    public static func encode(_ m: TCModel) throws -> String { "" }
}
