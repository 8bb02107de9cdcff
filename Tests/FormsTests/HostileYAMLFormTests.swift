import Testing

@testable import Forms

/// Hostile YAML in a form: one bounded error line each, never a crash or a hang.
@Suite struct HostileYAMLFormTests {
    @Test func deepNestingIsOneErrorAtTheLevelTooDeep() {
        let yaml = BrokenFormTests.ump(extra: "x: " + String(repeating: "[", count: 100_000))
        // The form's mapping is level 1 and the 999th bracket level 1000: the next (column 3 + 1000) is refused.
        #expect(errorLines(yaml) == ["broken.yaml:20:1003: YAML nests deeper than 1000 levels; a form needs a handful"])
    }

    /// Ten levels of ten aliases name 10^10 strings; the decoder reads each alias once, as the node it is.
    @Test func billionLaughsAreReadAsOneNodeEach() {
        var laughs = "lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "lol\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let yaml = laughs + BrokenFormTests.ump(vendors: "vendors: *a9")
        let lines = errorLines(yaml)
        // Ten unknown keys, and the ten items of the list (each the *a8 list, at its anchor's line).
        #expect(lines.count == 20)
        #expect(lines.first == "broken.yaml:1:1: unknown key 'lol0'")
        #expect(lines.last == "broken.yaml:10:1: unknown key 'lol9'")
        #expect(lines.contains("broken.yaml:9:7: vendors[9]: expected a whole number, found a list"))
    }

    /// Base-60 numbers too big for Int were a trap in Yams' constructor (the process crashed).
    @Test func aHugeBaseSixtyNumberIsAnErrorNotACrash() {
        let yaml = BrokenFormTests.ump(vendors: "vendors: [1:2:3:4:5:6:7:8:9:10:11:12:13:14:15]")
        #expect(errorLines(yaml) == ["broken.yaml:14:11: vendors[0]: expected a whole number, found 1:2:3:4:5:6:7:8:9:10:11:12:13:14:15"])
    }
}
