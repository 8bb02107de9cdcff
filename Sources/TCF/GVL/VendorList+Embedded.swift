/// The default vendor list compiled into the binary: IAB GVL v3 version 106 (2025-05-08, TCF policy 5,
/// 902 active vendors and 85 deleted ones; Tests/Fixtures/tcf/README.md gives its origin and sha256).
extension VendorList {
    /// The embedded list, read on first use from its compact form and then shared.
    ///
    /// The compact form (`CompactVendorList`, written by scripts/dev/embed-vendor-list.py) was validated
    /// when it was generated and needs no JSON parsing. Start-up reads only its header and each
    /// vendor's facts (the first layer's counts and the consent decisions need no more); the vendor
    /// page reads each shown vendor's name on its own, a vendor's details decode that vendor's record
    /// alone, and only the whole-list accessors decode every record. A `static let` is
    /// initialised once, lazily and thread-safely, and `VendorList` is Sendable, so every caller on
    /// any thread gets the same value.
    public static let embedded: VendorList = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)

    /// The sha256 of the GVL JSON file the embedded list was generated from, e.g. to check that it
    /// is the same list as a file.
    public static var embeddedSourceSHA256: String { embeddedVendorListSourceSHA256 }

    /// Decodes the embedded compact list afresh (no caching) and returns the vendor count: the unit
    /// of work the benchmark harness times.
    public static func benchmarkLoadEmbedded() -> Int {
        benchmarkDecodeEmbedded().vendors.count
    }

    /// The embedded list read afresh as `embedded` is (its vendor records decoded on first use), for
    /// benchmarks of start-up pieces and tests of that laziness.
    public static func benchmarkEmbeddedDecodingOnFirstUse() -> VendorList {
        CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
    }

    /// The embedded list decoded afresh (no caching), for benchmarks of start-up pieces.
    public static func benchmarkDecodeEmbedded() -> VendorList {
        CompactVendorList(embeddedVendorListData).vendorList()
    }
}
