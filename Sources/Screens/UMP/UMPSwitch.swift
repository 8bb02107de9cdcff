import Flow
import Forms
import TCF

/// A switch of the UMP pages (element ids `purpose.3.consent`, `vendor.755.li`,
/// `specialFeature.1.consent`, `atp.35.consent`).
package enum UMPSwitch: Hashable, Sendable {
    /// A purpose's Consent switch.
    case purposeConsent(Int)
    /// A purpose's Legitimate interest switch.
    case purposeLegitimateInterest(Int)
    /// A special feature's opt-in switch.
    case specialFeature(Int)
    /// A vendor's Consent switch.
    case vendorConsent(Int)
    /// A vendor's Legitimate interest switch.
    case vendorLegitimateInterest(Int)
    /// A Google ATP's Consent switch.
    case atpConsent(Int)

    /// The element id.
    package var elementID: ElementID {
        switch self {
        case .purposeConsent(let n): ElementID("purpose.\(n).consent")
        case .purposeLegitimateInterest(let n): ElementID("purpose.\(n).li")
        case .specialFeature(let n): ElementID("specialFeature.\(n).consent")
        // `numbered`, not interpolated: the vendor page makes these for each of 692 vendors.
        case .vendorConsent(let n): ElementID(.numbered("vendor.", n, ".consent"))
        case .vendorLegitimateInterest(let n): ElementID(.numbered("vendor.", n, ".li"))
        case .atpConsent(let n): ElementID("atp.\(n).consent")
        }
    }

    /// The Manage options item the switch sits under, whose description Right and Left expand and
    /// collapse; nil for the vendor page's switches.
    package var describedItem: ElementID? {
        switch self {
        case .purposeConsent(let n), .purposeLegitimateInterest(let n): UMPElement.item(.purpose, n)
        case .specialFeature(let n): UMPElement.item(.specialFeature, n)
        case .vendorConsent, .vendorLegitimateInterest, .atpConsent: nil
        }
    }
}

extension UMPChoices {
    /// Whether `target` is on in these choices (LI switches are on unless objected to).
    package func isOn(_ target: UMPSwitch) -> Bool {
        switch target {
        case .purposeConsent(let n): purposeConsents.contains(n)
        case .purposeLegitimateInterest(let n): !purposeLIObjections.contains(n)
        case .specialFeature(let n): specialFeatureOptIns.contains(n)
        case .vendorConsent(let n): vendorConsents.contains(n)
        case .vendorLegitimateInterest(let n): !vendorLIObjections.contains(n)
        case .atpConsent(let n): atpConsents.contains(n)
        }
    }

    /// Flips `target`.
    package mutating func toggle(_ target: UMPSwitch) {
        switch target {
        case .purposeConsent(let n): purposeConsents.set(n, to: !purposeConsents.contains(n))
        case .purposeLegitimateInterest(let n): purposeLIObjections.set(n, to: !purposeLIObjections.contains(n))
        case .specialFeature(let n): specialFeatureOptIns.set(n, to: !specialFeatureOptIns.contains(n))
        case .vendorConsent(let n): vendorConsents.set(n, to: !vendorConsents.contains(n))
        case .vendorLegitimateInterest(let n): vendorLIObjections.set(n, to: !vendorLIObjections.contains(n))
        case .atpConsent(let n): atpConsents.set(n, to: !atpConsents.contains(n))
        }
    }
}

extension UMPFormModel {
    /// Whether the form shows `target` (a purpose without LI claims has no LI switch, and so on).
    package func offers(_ target: UMPSwitch) -> Bool {
        switch target {
        case .purposeConsent(let n): consentablePurposeIDs.contains(n)
        case .purposeLegitimateInterest(let n): legitimateInterestPurposeIDs.contains(n)
        case .specialFeature(let n): specialFeatureIDs.contains(n)
        case .vendorConsent(let n): consentVendorIDs.contains(n)
        case .vendorLegitimateInterest(let n): legitimateInterestVendorIDs.contains(n)
        case .atpConsent(let n): atps.contains { $0.id == n }
        }
    }
}
