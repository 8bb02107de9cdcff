import Basics

/// The domain as the SharedPreferences XML file an Android app reads (`shared_prefs/<name>.xml`).
///
/// Mapping: integers in Int32 range become `<int>`, larger ones `<long>`; booleans `<boolean>`;
/// reals `<float>` (SharedPreferences has no double: the app reads them at float precision);
/// strings `<string>`. Types SharedPreferences lacks are written as strings: data as base64, dates
/// as ISO 8601, and arrays and dictionaries as compact JSON (keys sorted, data/dates as strings) —
/// what the Android PAC SDK does with its `consent_string` Gson JSON. Escaping follows Android's
/// own writer (FastXmlSerializer): `&`, `<`, `>`, `"` as entities and control characters as `&#N;`.
/// Layout: Android's header, four-space indentation, keys in bytewise order, `<map />` when empty.
public enum AndroidExport {
    /// The SharedPreferences XML document, with a trailing newline.
    public static func sharedPreferencesXML(_ domain: StoreDomain) -> String {
        var out = "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n"
        if domain.isEmpty { return out + "<map />\n" }
        out += "<map>\n"
        for (key, value) in domain.entries {
            let name = escaped(key)
            switch value {
            case .integer(let i):
                let tag = Int64(Int32.min)...Int64(Int32.max) ~= i ? "int" : "long"
                out += "    <\(tag) name=\"\(name)\" value=\"\(i)\" />\n"
            case .boolean(let b):
                out += "    <boolean name=\"\(name)\" value=\"\(b)\" />\n"
            case .real(let d):
                out += "    <float name=\"\(name)\" value=\"\(javaFloatText(d))\" />\n"
            case .string(let s):
                out += "    <string name=\"\(name)\">\(escaped(s))</string>\n"
            case .data, .date, .array, .dictionary:
                out += "    <string name=\"\(name)\">\(escaped(stringForm(value)))</string>\n"
            }
        }
        return out + "</map>\n"
    }

    /// How a value without a SharedPreferences type is written as a string.
    static func stringForm(_ value: StoreValue) -> String {
        switch value {
        case .data(let bytes): Base64.encode(bytes)
        case .date(let date): date.iso8601
        case .string(let s): s
        case .integer, .real, .boolean, .array, .dictionary:
            StoreJSON.jsonValue(value, typed: false).serialized(pretty: false, sortedKeys: true)
        }
    }

    /// Text Java's `Float.parseFloat` reads (it spells the non-finite values `NaN`, `Infinity`).
    static func javaFloatText(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        return d.description
    }

    /// Text and attribute values as SharedPreferences XML carries them: `"` as `&quot;`, every C0
    /// control (line breaks included) as a numeric reference so that it survives attribute normalisation.
    static func escaped(_ s: String) -> String {
        XMLText.escaped(s, XMLText.Escaping(quotationMark: "&quot;", apostrophe: nil, controls: .c0AsReferences))
    }
}
