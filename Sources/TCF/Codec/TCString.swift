/// The TCF v2.3 TC string codec: `TCModel` to web-safe base64 segments and back.
///
/// Encoding writes `core[.disclosedVendors][.publisherTC]`, each segment padded with zero bits to
/// a multiple of 24 bits (iabtcf-es behaviour, so no `=` is ever needed). Decoding accepts any
/// segment length, any order of the non-core segments, and ignores bits after the last field.
public enum TCString {
    /// Encodes `model` after checking every field fits its bit width (`TCModel.validate()`).
    ///
    /// The Disclosed Vendors segment is written whenever `model.disclosedVendors` is non-nil and
    /// the Publisher TC segment whenever `model.publisherTC` is non-nil. TCF 2.3 requires the
    /// Disclosed Vendors segment, so code building models for v2.3 strings must set it.
    /// Publisher restrictions are written in `PublisherRestriction.canonical` order.
    public static func encode(_ model: TCModel) throws(TCModelError) -> String {
        try model.validate()
        return TCStringEncoder.encode(model)
    }

    /// Decodes a TC string, throwing a `TCStringError` that names the segment and bit offset.
    ///
    /// Accepted: segments of any length (trailing bits after the last field are ignored, so 8-bit
    /// and 24-bit padded strings both decode), non-core segments in any order, BitField or Range
    /// vendor sections (range entries in any order, overlapping, or none), and the obsolete
    /// Allowed Vendors segment (validated, then ignored). Rejected: everything listed in
    /// `TCStringError.Reason`. `isServiceSpecific == false` decodes as a plain field value.
    /// `disclosedVendors` and `publisherTC` are nil when their segment is absent.
    public static func decode(_ string: String) throws(TCStringError) -> TCModel {
        var string = string
        let result: Result<TCModel, TCStringError> = string.withUTF8 { bytes in
            do throws(TCStringError) {
                return .success(try TCStringDecoder.decode(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
