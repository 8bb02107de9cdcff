import Store

/// Google's restricted data processing (RDP) for US state privacy laws, read from the app's storage
/// as Google Mobile Ads reads it: `gad_rdp` set to true, a US Privacy string whose opt-out-of-sale
/// letter is `Y`, or a GPP string whose `usnat` section (in force per `IABGPP_GppSID`) records an
/// opt-out of sale, sharing or targeted advertising. Under RDP Google serves non-personalized ads.
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
        guard case .string(let gpp)? = device[GPPUSNational.gppStringKey], let optOuts = GPPReader.usNationalOptOuts(gpp),
            optOuts.any
        else { return nil }
        if case .string(let sid)? = device[GPPUSNational.gppSIDKey],
            !sid.split(separator: "_").contains(Substring(String(GPPUSNational.sectionID)))
        {
            return nil  // usnat is not among the sections in force
        }
        let what = [("sale", optOuts.sale), ("sharing", optOuts.sharing), ("targeted advertising", optOuts.targetedAdvertising)]
            .filter { $0.1 == 1 }.map(\.0).joined(separator: ", ")
        return "GPP usnat opt-out of \(what): restricted data processing, non-personalized ads"
    }
}
