/// A `TCModel` field whose value cannot be written into a TC string.
public struct TCModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The field path, e.g. `cmpId`, `publisherTC.customPurposesConsent`, `publisherRestrictions[0].purposeId`.
    public let field: String
    /// The offending value as text.
    public let value: String
    /// What the value must be instead.
    public let requirement: String

    /// An error for `field` holding `value`, which violates `requirement`.
    public init(field: String, value: String, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// `invalid TCModel field <field> = <value>: <requirement>`.
    public var description: String {
        "invalid TCModel field \(field) = \(value): \(requirement)"
    }
}
