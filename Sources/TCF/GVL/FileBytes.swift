import Basics

/// Reads a vendor-list file through the one bounded input reader (regular files only, size-capped),
/// kept at the edge so parsing stays pure.
enum FileBytes {
    /// The bytes of the file at `path`, or a `.file` error saying why it cannot be read.
    static func contents(ofFile path: String) throws(VendorListError) -> [UInt8] {
        do {
            return try InputFile.bytes(path)
        } catch {
            throw VendorListError(location: .file, message: error.reason)
        }
    }
}
