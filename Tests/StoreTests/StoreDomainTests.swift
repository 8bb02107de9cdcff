import Testing

@testable import Store

@Suite struct StoreDomainTests {
    @Test func gettersCoerceLikeUserDefaults() {
        var d = StoreDomain()
        d.set(1, forKey: "int")
        d.set("42", forKey: "numericString")
        d.set("YES", forKey: "yes")
        d.set(true, forKey: "bool")
        d.set(2.75, forKey: "real")
        d.set(.array(["a"]), forKey: "array")
        #expect(d.integer(forKey: "int") == 1)
        #expect(d.integer(forKey: "numericString") == 42)
        #expect(d.integer(forKey: "bool") == 1)
        #expect(d.integer(forKey: "real") == 2)
        #expect(d.integer(forKey: "missing") == 0)
        #expect(d.integer(forKey: "array") == 0)
        #expect(d.bool(forKey: "yes"))
        #expect(d.bool(forKey: "int"))
        #expect(!d.bool(forKey: "missing"))
        #expect(d.string(forKey: "int") == "1")
        #expect(d.string(forKey: "bool") == "1")
        #expect(d.string(forKey: "real") == "2.75")
        #expect(d.string(forKey: "array") == nil)
        #expect(d.double(forKey: "numericString") == 42)
        #expect(d.array(forKey: "array") == ["a"])
        #expect(d.dictionary(forKey: "array") == nil)
        // The exact value still tells an integer from a numeric string (the Android getInt trap).
        #expect(d["numericString"] == .string("42"))
        #expect(d.object(forKey: "int") == .integer(1))
    }

    /// A small domain finds its keys by comparing them rather than hashing them: the same answers as
    /// the dictionary's, for every size either side of the change, canonically equivalent keys included.
    @Test func smallAndLargeDomainsFindTheSameKeys() {
        let keys = ["IABTCF_gdprApplies", "IABTCF_TCString", "caf\u{E9}", "a", "", "IABTCF_PurposeConsents", "k7"]
        for size in 0...keys.count {
            var d = StoreDomain()
            for (i, key) in keys.prefix(size).enumerated() { d[key] = .integer(Int64(i)) }
            for (i, key) in keys.enumerated() {
                let expected: StoreValue? = i < size ? .integer(Int64(i)) : nil
                #expect(d[key] == expected && d.object(forKey: key) == expected && d.values[key] == expected, "\(size) keys, \(key)")
            }
            #expect(d["cafe\u{301}"] == d.values["cafe\u{301}"], "canonically equivalent to caf\u{E9}")
            #expect(d["IABTCF_"] == nil && d["IABTCF_TCStrin"] == nil)
        }
    }

    @Test func removalByKeyPrefixAndPredicate() {
        var d = StoreDomain([
            "IABTCF_gdprApplies": 1, "IABTCF_TCString": "x", "IABGPP_GppSID": "2", "personalized_ad_status": [:],
        ])
        d.removeAll(keysWithPrefix: "IABTCF_")
        #expect(d.keys == ["IABGPP_GppSID", "personalized_ad_status"])
        d.removeAll { $0.hasPrefix("IABGPP") }
        d.removeObject(forKey: "nothing")
        #expect(d.keys == ["personalized_ad_status"])
        d.removeObject(forKey: "personalized_ad_status")
        #expect(d.isEmpty)
    }

    @Test func keysAreInBytewiseOrder() {
        let d = StoreDomain(["b": 1, "B": 1, "a": 1, "é": 1, "_": 1, "IABTCF_gdprApplies": 1, "IABTCF_CmpSdkID": 1])
        #expect(d.keys == ["B", "IABTCF_CmpSdkID", "IABTCF_gdprApplies", "_", "a", "b", "é"])
    }

    @Test func diffNamesAddedChangedAndRemovedKeys() {
        let old = StoreDomain(["same": 1, "changed": 1, "retyped": 1, "gone": "x", "nested": ["a": 1]])
        let new = StoreDomain(["same": 1, "changed": 2, "retyped": "1", "new": true, "nested": ["a": 2]])
        let diff = new.diff(from: old)
        #expect(diff.added == ["new"])
        #expect(diff.changed == ["changed", "nested", "retyped"])
        #expect(diff.removed == ["gone"])
        #expect(diff.change(forKey: "new") == .added)
        #expect(diff.change(forKey: "gone") == .removed)
        #expect(diff.change(forKey: "same") == nil)
        #expect(diff.allKeys == ["changed", "gone", "nested", "new", "retyped"])
        #expect(!diff.isEmpty)
        #expect(new.diff(from: new).isEmpty)
    }

    @Test func realEqualityTreatsNaNAsUnchanged() {
        #expect(StoreValue.real(.nan) == .real(.nan))
        #expect(StoreValue.real(1) != .integer(1))
        #expect(StoreValue.boolean(true) != .integer(1))
    }

    @Test func datesFormatAndParseISO8601() throws {
        let date = try #require(StoreDate(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58))
        #expect(date.iso8601 == "2024-02-29T23:59:58Z")
        #expect(StoreDate(iso8601: "2024-02-29T23:59:58Z") == date)
        #expect(StoreDate(secondsSince1970: 0).iso8601 == "1970-01-01T00:00:00Z")
        #expect(StoreDate(secondsSince1970: -1).iso8601 == "1969-12-31T23:59:59Z")
        #expect(StoreDate(secondsSince1970: StoreDate.writableRange.lowerBound).iso8601 == "0001-01-01T00:00:00Z")
        #expect(StoreDate(secondsSince1970: StoreDate.writableRange.upperBound).iso8601 == "9999-12-31T23:59:59Z")
        #expect(StoreDate(iso8601: "2023-02-29T00:00:00Z") == nil)
        #expect(StoreDate(iso8601: "2024-01-01 00:00:00Z") == nil)
        #expect(StoreDate(iso8601: "2024-01-01T00:00:00") == nil)
    }

    @Test func defaultPathFollowsXDG() {
        let id = "com.example.app"
        #expect(
            StorePaths.defaultPath(bundleID: id, environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"])
                == "/x/data/consentsim/com.example.app.plist")
        #expect(
            StorePaths.defaultPath(bundleID: id, environment: ["XDG_DATA_HOME": "", "HOME": "/home/u/"])
                == "/home/u/.local/share/consentsim/com.example.app.plist")
        #expect(
            StorePaths.defaultPath(bundleID: id, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/consentsim/com.example.app.plist")
        #expect(StorePaths.defaultPath(bundleID: id, environment: [:]) == nil)
    }

    @Test func bundleIDValidation() {
        #expect(BundleID.isValid("com.example.consentsim"))
        #expect(BundleID.isValid("com.example.my-app_2"))
        #expect(!BundleID.isValid(""))
        #expect(!BundleID.isValid("../etc"))
        #expect(!BundleID.isValid("a/b"))
        #expect(!BundleID.isValid("a b"))
        #expect(!BundleID.isValid("-rf"))
    }
}
