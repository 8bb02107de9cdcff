import Basics

/// Loading a vendor list from JSON text, bytes or a file.
extension VendorList {
    /// Parses and decodes `vendor-list.json` text; errors name the line:column or the JSON path.
    public static func load(json: String) throws(VendorListError) -> VendorList {
        let root: JSONValue
        do { root = try JSONParser.parse(json) } catch { throw VendorListError(error) }
        return try decode(root)
    }

    /// Parses and decodes UTF-8 `vendor-list.json` bytes; errors name the line:column or the JSON path.
    public static func load(bytes: [UInt8]) throws(VendorListError) -> VendorList {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes: bytes) } catch { throw VendorListError(error) }
        return try decode(root)
    }

    /// Reads and loads the file at `path`; errors start with `path` as given.
    public static func load(contentsOfFile path: String) throws(VendorListError) -> VendorList {
        do {
            return try load(bytes: try FileBytes.contents(ofFile: path))
        } catch {
            throw error.inFile(path)
        }
    }

    /// Decodes an already parsed document.
    public static func decode(_ root: JSONValue) throws(VendorListError) -> VendorList {
        do { return try VendorListDecoder.decode(root) } catch { throw VendorListError(error) }
    }
}
