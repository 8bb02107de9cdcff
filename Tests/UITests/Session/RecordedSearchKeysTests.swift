import Testing

@testable import Screens
@testable import Simulation

/// What a recording writes for keys in the vendor search comes from the bindings: there Space types
/// and Enter goes to the results, so a replay types "a b" and ends where the person ended, where a
/// recording that read Space and Enter as activations wrote `Select ump.vendors.search`.
@Suite struct RecordedSearchKeysTests {
    static func recorded(_ key: Key, in context: KeyContext) -> RecordedKey? {
        KeyBindings.binding(for: key, in: context, holds: { _ in true })?.command.recorded
    }

    @Test func inTheSearchFieldSpaceTypesAndEnterIsNoActivation() {
        #expect(Self.recorded(.space, in: .vendorSearch) == .typing)
        #expect(Self.recorded(.char("a"), in: .vendorSearch) == .typing)
        #expect(Self.recorded(.enter, in: .vendorSearch) != .activation)
        #expect(Self.recorded(.escape, in: .vendorSearch) != .activation)
    }

    @Test func onTheScreensSpaceAndEnterActivate() {
        #expect(Self.recorded(.enter, in: .screen(.umpFirstLayer)) == .activation)
        #expect(Self.recorded(.space, in: .screen(.umpManageOptions)) == .activation)
    }
}
