/// A stable, language-independent name for an interactive element (`ump.consent`, `vendor.755.li`).
///
/// Scripts, snapshots and mouse hit-testing address elements by id, so a test written against
/// English runs unchanged against Japanese.
package struct ElementID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The dotted name.
    package let rawValue: String

    /// An id from its dotted name.
    package init(_ rawValue: String) { self.rawValue = rawValue }

    /// An id from a string literal.
    package init(stringLiteral value: String) { self.rawValue = value }

    /// The dotted name.
    package var description: String { rawValue }

    /// Orders ids by name, for stable listings.
    package static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A child id: `ElementID("vendors").child("scrollDown")` is `vendors.scrollDown`.
    package func child(_ name: String) -> ElementID { ElementID(rawValue + "." + name) }
}
