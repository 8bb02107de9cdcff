/// A 1-based line and column in a text file, the one location type of every reader (forms and their
/// YAML, JSON, property lists, device dumps); columns count Unicode scalars, as libyaml does.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// A location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, used when a problem has no better place (an empty file).
    public static let start = SourceLocation(line: 1, column: 1)

    /// The location of byte `offset` of UTF-8 `bytes` (a column per scalar; a byte past the end is
    /// placed after the last one).
    public init(ofByte offset: Int, in bytes: some Collection<UInt8>) {
        var line = 1
        var column = 1
        for b in bytes.prefix(max(0, offset)) {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// Document order.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
