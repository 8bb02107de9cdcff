import Testing

@testable import Basics

/// `JSONObject` switches from scanning to a hash index past 16 members; both must behave the same,
/// and `JSONCursor` paths must keep their format whatever the key's characters.
@Suite struct JSONObjectIndexTests {
    @Test(arguments: [3, 16, 17, 40])
    func lookupReplaceAndRemoveAtEverySize(count: Int) {
        var o = JSONObject()
        for i in 0..<count { o["k\(i)"] = .int(Int64(i)) }
        o["k1"] = .string("again")
        #expect(o.count == count)
        #expect(o.keys == (0..<count).map { "k\($0)" })
        #expect(o["k1"] == .string("again"))
        #expect(o["k\(count - 1)"] == .int(Int64(count - 1)))
        #expect(o["missing"] == nil)
        o["k0"] = nil
        #expect(o.count == count - 1)
        #expect(o["k0"] == nil)
        #expect(o["k2"] == .int(2))
        o["k0"] = .bool(true)
        #expect(o.keys.last == "k0")
        #expect(o["k0"] == .bool(true))
    }

    @Test func parsedLargeObjectKeepsLastValueInFirstPlace() throws {
        let members = (0..<30).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        let v = try JSONParser.parse("{\(members), \"m5\": \"last\"}")
        guard case .object(let o) = v else {
            Issue.record("expected an object")
            return
        }
        #expect(o.count == 30)
        #expect(o.keys[5] == "m5")
        #expect(o["m5"] == .string("last"))
    }

    @Test(arguments: [
        ("name", "$.name"), ("_x1", "$._x1"), ("Ab_9", "$.Ab_9"), ("1a", #"$["1a"]"#), ("", #"$[""]"#),
        ("a-b", #"$["a-b"]"#), ("755", #"$["755"]"#), ("é1", "$.é1"), ("a b", #"$["a b"]"#), ("@", #"$["@"]"#),
    ])
    func childPathFormat(key: String, path: String) {
        #expect(JSONCursor(.null).childPath(key) == path)
    }
}
