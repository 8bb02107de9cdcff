import Store

/// Google's restricted data processing (RDP) for US state privacy laws, read from the app's storage
/// as Google Mobile Ads reads it: `gad_rdp` set to true, a US Privacy string whose opt-out-of-sale
/// letter is `Y`, or a GPP string whose `usnat` section or a US state section (8–27, `GPPReader`), in
/// force per `IABGPP_GppSID` when that key is stored, records an opt-out of sale, sharing or targeted
/// advertising. Under RDP Google serves non-personalized ads. Google's pages say it "supports the
/// Global Privacy Platform (GPP) for applicable US states" without naming the sections it reads;
/// consentsim reads every US section the GPP repository defines, its own reading of that sentence.
package enum RestrictedDataProcessing {
    /// Google's own RDP key.
    package static let googleKey = "gad_rdp"
    /// The IAB US Privacy (CCPA) string key.
    package static let usPrivacyKey = "IABUSPrivacy_String"

    /// Why RDP applies to `device`'s signals, or nil when it does not.
    package static func reason(in device: StoreDomain) -> String? {
        switch device[googleKey] {
        case .boolean(true)?, .integer(1)?: return "\(googleKey) is true: restricted data processing, non-personalized ads"
        default: break
        }
        if case .string(let usPrivacy)? = device[usPrivacyKey], usPrivacy.count >= 3,
            usPrivacy[usPrivacy.index(usPrivacy.startIndex, offsetBy: 2)].uppercased() == "Y"
        {
            return "\(usPrivacyKey) \(usPrivacy) opts out of sale: restricted data processing, non-personalized ads"
        }
        guard case .string(let gpp)? = device[GPPUSNational.gppStringKey] else { return nil }
        var inForce: [Int]?
        if case .string(let sid)? = device[GPPUSNational.gppSIDKey] { inForce = GPPReader.sectionsInForce(sid) ?? [] }
        let opted = (GPPReader.usOptOuts(gpp) ?? []).filter { $0.any && (inForce?.contains($0.sectionID) ?? true) }
        guard !opted.isEmpty else { return nil }
        let what = opted.map { "\($0.name) opt-out of \($0.optedOutOf.joined(separator: ", "))" }.joined(separator: "; ")
        return "GPP \(what): restricted data processing, non-personalized ads"
    }
}
