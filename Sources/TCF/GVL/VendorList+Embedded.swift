/// The default vendor list compiled into the binary (IAB GVL v3, vendorListVersion 17, 692 vendors).
extension VendorList {
    /// The embedded list's JSON text (compact, ASCII), e.g. to write it out or hash it.
    public static var embeddedJSON: String { embeddedVendorListJSON }

    /// The embedded list, decoded on first use and then shared.
    ///
    /// A `static let` is initialised once, lazily and thread-safely, and `VendorList` is Sendable, so
    /// every caller on any thread gets the same value. The `try!` cannot fire for a shipped binary:
    /// the embedded text is fixed at build time and the tests load it.
    public static let embedded: VendorList = try! load(json: embeddedVendorListJSON)

    /// Parses and decodes the embedded JSON afresh (no caching) and returns the vendor count:
    /// the unit of work the benchmark harness times.
    public static func benchmarkLoadEmbedded() throws -> Int {
        try load(json: embeddedVendorListJSON).vendors.count
    }
}
