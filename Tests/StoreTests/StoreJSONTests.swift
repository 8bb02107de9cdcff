import Testing

@testable import Store

@Suite struct StoreJSONTests {
    @Test func everyValueTypeRoundTrips() throws {
        let text = StoreJSON.encode(everyTypeDomain)
        let decoded = try StoreJSON.decode(text)
        #expect(decoded == everyTypeDomain)
        guard case .real(let z)? = decoded["negZero"] else { Issue.record("negZero not a real"); return }
        #expect(z.sign == .minus)
        #expect(StoreJSON.encode(decoded) == text)
    }

    @Test func writesTypedJSON() throws {
        let domain = StoreDomain([
            "IABTCF_gdprApplies": 1, "s": "it's", "b": true, "r": 0.5, "w": 2.0, "n": .real(.nan),
            "d": .data([1, 2, 3]), "t": .date(StoreDate(secondsSince1970: 0)), "a": [1, "x"], "o": ["k": [:]],
            "lookalike": ["$data": "not data"],
        ])
        let expected = """
            {
              "IABTCF_gdprApplies": 1,
              "a": [
                1,
                "x"
              ],
              "b": true,
              "d": {
                "$data": "AQID"
              },
              "lookalike": {
                "$dict": {
                  "$data": "not data"
                }
              },
              "n": {
                "$real": "nan"
              },
              "o": {
                "k": {}
              },
              "r": 0.5,
              "s": "it's",
              "t": {
                "$date": "1970-01-01T00:00:00Z"
              },
              "w": {
                "$real": "2"
              }
            }

            """
        #expect(StoreJSON.encode(domain) == expected)
        #expect(try StoreJSON.decode(expected) == domain)
    }

    @Test func importAcceptsNumericRealWrapperAndPlainNumbers() throws {
        let d = try StoreJSON.decode(#"{"a": {"$real": 3}, "b": 2.5, "c": 7, "e": 1e3}"#)
        #expect(d["a"] == .real(3))
        #expect(d["b"] == .real(2.5))
        #expect(d["c"] == .integer(7))
        #expect(d["e"] == .real(1000))
    }

    @Test(
        arguments: [
            (#"{"a": null}"#, "$.a: null has no UserDefaults type"),
            (#"{"a": [1, {"$foo": 1}]}"#, #"$.a[1]["$foo"]: unknown typed value "$foo""#),
            (#"{"a": {"$data": "!!"}}"#, #"$.a["$data"]: invalid base64"#),
            (#"{"a": {"$date": "yesterday"}}"#, #"$.a["$date"]: invalid date"#),
            (#"{"a": {"$real": true}}"#, #"$.a["$real"]: expected a number or a string"#),
            (#"[1, 2]"#, "$: expected an object of keys"),
            ("{\n  \"a\": 1,\n}", "3:1: expected a member name"),
        ] as [(String, String)])
    func importErrorsNameThePlace(text: String, message: String) {
        do {
            _ = try StoreJSON.decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }
}
