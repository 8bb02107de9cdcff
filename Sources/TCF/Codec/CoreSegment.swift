/// The core segment: fixed fields, vendor consents, vendor LI and publisher restrictions.
enum CoreSegment {
    /// Appends the core segment of a validated `model` (without padding).
    static func write(_ model: TCModel, to writer: inout BitWriter) {
        writer.write(model.version, .version)
        writer.write(UInt64(truncatingIfNeeded: model.created), bits: FieldSpec.created.bits)
        writer.write(UInt64(truncatingIfNeeded: model.lastUpdated), bits: FieldSpec.lastUpdated.bits)
        writer.write(model.cmpId, .cmpId)
        writer.write(model.cmpVersion, .cmpVersion)
        writer.write(model.consentScreen, .consentScreen)
        TwoLetterCode.write(model.consentLanguage, to: &writer)
        writer.write(model.vendorListVersion, .vendorListVersion)
        writer.write(model.tcfPolicyVersion, .tcfPolicyVersion)
        writer.write(model.isServiceSpecific)
        writer.write(model.useNonStandardTexts)
        writer.writeBitfield(model.specialFeatureOptIns, length: FieldSpec.specialFeatureOptIns.bits)
        writer.writeBitfield(model.purposesConsent, length: FieldSpec.purposesConsent.bits)
        writer.writeBitfield(model.purposesLITransparency, length: FieldSpec.purposesLITransparency.bits)
        writer.write(model.purposeOneTreatment)
        TwoLetterCode.write(model.publisherCC, to: &writer)
        VendorSection.write(model.vendorConsents, to: &writer)
        VendorSection.write(model.vendorLegitimateInterests, to: &writer)
        PublisherRestrictionsSection.write(model.publisherRestrictions, to: &writer)
    }

    /// An upper bound on the unpadded size in bits, for reserving writer capacity.
    static func estimatedBits(_ model: TCModel) -> Int {
        225 + 2 * VendorSection.headerBits + model.vendorConsents.maxOrZero
            + model.vendorLegitimateInterests.maxOrZero + 64 * model.publisherRestrictions.count
    }

    /// Reads the core segment after checking that its version is 2.
    ///
    /// `isServiceSpecific == false` is decoded as is: it is a field value, and deciding that such
    /// a string is unusable under TCF 2.2+ is policy for the caller, not a format error.
    static func read(from reader: inout BitReader) throws(TCStringError) -> TCModel {
        var model = TCModel()
        let version = try reader.read(.version)
        guard version == 2 else { throw reader.error(.unsupportedVersion(version), at: 0) }
        model.version = version
        model.created = Int64(try reader.read(bits: FieldSpec.created.bits, name: "created"))
        model.lastUpdated = Int64(try reader.read(bits: FieldSpec.lastUpdated.bits, name: "lastUpdated"))
        model.cmpId = try reader.read(.cmpId)
        model.cmpVersion = try reader.read(.cmpVersion)
        model.consentScreen = try reader.read(.consentScreen)
        model.consentLanguage = try TwoLetterCode.read(from: &reader, field: "consentLanguage")
        model.vendorListVersion = try reader.read(.vendorListVersion)
        model.tcfPolicyVersion = try reader.read(.tcfPolicyVersion)
        model.isServiceSpecific = try reader.readBool(.isServiceSpecific)
        model.useNonStandardTexts = try reader.readBool(.useNonStandardTexts)
        model.specialFeatureOptIns = try reader.readBitfield(length: 12, name: "specialFeatureOptIns")
        model.purposesConsent = try reader.readBitfield(length: 24, name: "purposesConsent")
        model.purposesLITransparency = try reader.readBitfield(length: 24, name: "purposesLITransparency")
        model.purposeOneTreatment = try reader.readBool(.purposeOneTreatment)
        model.publisherCC = try TwoLetterCode.read(from: &reader, field: "publisherCC")
        model.vendorConsents = try VendorSection.read(from: &reader, section: "vendorConsents")
        model.vendorLegitimateInterests = try VendorSection.read(from: &reader, section: "vendorLegitimateInterests")
        model.publisherRestrictions = try PublisherRestrictionsSection.read(from: &reader)
        return model
    }
}
