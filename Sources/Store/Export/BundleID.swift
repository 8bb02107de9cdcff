/// Bundle identifiers (iOS) and package names (Android) as the store uses them in file names and commands.
public enum BundleID {
    /// The identifier used when none is given.
    public static let `default` = "com.example.consentsim"

    /// Whether `id` is safe as a file name and a shell word: letters, digits, `.`, `-`, `_`, not
    /// starting with `.` or `-`, at most 255 characters (the union of iOS and Android rules).
    public static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first != ".", first != "-", id.utf8.count <= 255 else { return false }
        return id.unicodeScalars.allSatisfy { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "." || c == "-" || c == "_"
        }
    }
}
