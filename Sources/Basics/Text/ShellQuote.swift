/// POSIX shell quoting, the one quoter: the command exports and the test-support tmux driver use it.
public enum ShellQuote {
    /// `s` as one shell word: unchanged when it only has characters no shell treats specially,
    /// otherwise in single quotes with each `'` written as `'\''`.
    public static func quote(_ s: String) -> String {
        let safe =
            !s.isEmpty
            && s.unicodeScalars.allSatisfy { c in
                ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
                    || "_-.,:/@%+=".unicodeScalars.contains(c)
            }
        if safe { return s }
        return "'" + s.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    /// The string with every occurrence of `target` (a single character) replaced.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(count)
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}
