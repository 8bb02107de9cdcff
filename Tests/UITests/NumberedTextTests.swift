import Testing

/// `String.numbered`, which writes the vendor page's ids and titles without interpolation.
@Suite struct NumberedTextTests {
    @Test func isTheInterpolationItReplaces() {
        for number in [0, 7, 10, 99, 755, 4176, 65_535, -3, Int.max, Int.min] {
            #expect(String.numbered("vendor.", number, ".consent") == "vendor.\(number).consent")
            #expect(String.numbered("", number) == "\(number)")
            #expect(String.numbered("Ünïcödé 名前 (", number, ")") == "Ünïcödé 名前 (\(number))")
        }
        #expect(String.numbered("a long head well past fifteen bytes ", 1, " and a tail") == "a long head well past fifteen bytes 1 and a tail")
    }
}
