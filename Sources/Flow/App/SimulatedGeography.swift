import TCF

/// Which of the regions UMP treats alike as "EEA" (the EEA, the UK, Switzerland) a device there is
/// in: Google's serving rules differ between them by date (the certified-CMP rule: EEA and UK from
/// 16 January 2024, Switzerland from 31 July 2024; AdMob answer 13554116).
package enum GDPRCountry: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case eea = "EEA"
    case uk = "UK"
    case switzerland = "CH"

    /// `EEA`, `UK` or `CH`.
    package var description: String { rawValue }

    /// Where Google's ad servers place a request from there.
    package var adRequestRegion: AdRequestRegion {
        switch self {
        case .eea: .eea
        case .uk: .uk
        case .switzerland: .switzerland
        }
    }
}

/// `Set Geography` / `--geography`: UMP's debug geographies, and two places UMP has no debug value for
/// (`UMPDebugGeography` has EEA, notEEA, regulatedUSState, other and disabled). `UK` and `CH` stand for
/// a device that is in the United Kingdom or Switzerland: UMP's regime there is the EEA's (it shows
/// the GDPR message), so UMP debugs as EEA, and Google's ad servers, which place a request by where
/// it comes from rather than by UMP's debug setting, see a British or Swiss request.
package enum SimulatedGeography: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case disabled
    case eea = "EEA"
    case uk = "UK"
    case switzerland = "CH"
    case notEEA
    case regulatedUSState
    case other

    /// The name scripts and flags use.
    package var description: String { rawValue }

    /// UMP's debug geography.
    package var debugGeography: UMPDebugGeography {
        switch self {
        case .disabled: .disabled
        case .eea, .uk, .switzerland: .eea
        case .notEEA: .notEEA
        case .regulatedUSState: .regulatedUSState
        case .other: .other
        }
    }

    /// The country the device is really in, for `UK` and `CH`; nil for UMP's own geographies.
    package var country: GDPRCountry? {
        switch self {
        case .uk: .uk
        case .switzerland: .switzerland
        case .disabled, .eea, .notEEA, .regulatedUSState, .other: nil
        }
    }

    /// The geography that debugs as `debug` (no country).
    package init(_ debug: UMPDebugGeography) {
        switch debug {
        case .disabled: self = .disabled
        case .eea: self = .eea
        case .notEEA: self = .notEEA
        case .regulatedUSState: self = .regulatedUSState
        case .other: self = .other
        }
    }
}
