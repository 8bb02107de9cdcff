import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC Objective-C value semantics")
struct PACObjCTests {
    @Test(
        "-[NSString boolValue]",
        arguments: [
            ("true", true), ("YES", true), ("y", true), ("T", true), ("1", true), ("  +0009", true), ("-1", true),
            ("false", false), ("no", false), ("0", false), ("", false), ("abc", false), ("000", false),
        ])
    func stringBool(text: String, value: Bool) {
        #expect(PACObjC.stringBoolValue(text) == value)
    }

    @Test(
        "-[NSString integerValue]",
        arguments: [
            ("42", Int64(42)), (" -7x", -7), ("+3", 3), ("abc", 0), ("", 0), ("1.9", 1),
            ("99999999999999999999", Int64.max), ("-99999999999999999999", Int64.min),
        ])
    func stringInteger(text: String, value: Int64) {
        #expect(PACObjC.stringIntegerValue(text) == value)
    }

    @Test("boolValue of JSON members; crashing types are nil")
    func jsonBool() {
        #expect(PACObjC.boolValue(nil) == false)
        #expect(PACObjC.boolValue(.int(2)) == true)
        #expect(PACObjC.boolValue(.double(0)) == false)
        #expect(PACObjC.boolValue(.null) == nil)
        #expect(PACObjC.boolValue(.array([])) == nil)
    }

    @Test("integerValue of stored values; crashing types are nil")
    func storedInteger() {
        #expect(PACObjC.integerValue(nil) == 0)
        #expect(PACObjC.integerValue(.real(-2.7)) == -2)
        #expect(PACObjC.integerValue(.boolean(true)) == 1)
        #expect(PACObjC.integerValue(.array([])) == nil)
        #expect(PACObjC.integerValue(.date(StoreDate(secondsSince1970: 0))) == nil)
    }

    @Test("description as componentsJoinedByString: prints it")
    func description() {
        #expect(PACObjC.description(.string("a")) == "a")
        #expect(PACObjC.description(.int(5)) == "5")
        #expect(PACObjC.description(.double(2)) == "2")
        #expect(PACObjC.description(.bool(true)) == "1")
        #expect(PACObjC.description(.null) == "<null>")
    }

    @Test("URL strings NSURL accepts")
    func urls() {
        #expect(PACObjC.isValidURLString("https://example.com/privacy?a=b#c"))
        #expect(PACObjC.isValidURLString("https://example.com/%20x"))
        #expect(!PACObjC.isValidURLString(""))
        #expect(!PACObjC.isValidURLString("https://example.com/a b"))
        #expect(!PACObjC.isValidURLString("https://example.com/%zz"))
        #expect(!PACObjC.isValidURLString("https://exämple.com"))
    }
}
