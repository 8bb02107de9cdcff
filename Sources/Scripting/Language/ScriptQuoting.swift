/// How strings are written in scripts: double quotes, with `\"` and `\\` escaped.
package enum ScriptQuoting {
    /// `text` in double quotes, escaped so the tokenizer reads it back unchanged.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}
