import Basics

@testable import TCF

/// Builds TC string segments from literal bit strings, independently of the codec under test.
enum Bits {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// `value` as `width` binary digits.
    static func bin(_ value: Int, _ width: Int) -> String {
        let digits = String(value, radix: 2)
        precondition(digits.count <= width, "\(value) does not fit \(width) bits")
        return String(repeating: "0", count: width - digits.count) + digits
    }

    /// The web-safe base64 of the concatenated `fields` (spaces ignored), zero-padded to a
    /// multiple of `padTo` bits and then to whole characters.
    static func base64(_ fields: [String], padTo: Int = 24) -> String {
        var bits = fields.joined().filter { $0 != " " }
        precondition(bits.allSatisfy { $0 == "0" || $0 == "1" })
        bits += String(repeating: "0", count: (padTo - bits.count % padTo) % padTo)
        bits += String(repeating: "0", count: (6 - bits.count % 6) % 6)
        let digits = Array(bits)
        return String(
            stride(from: 0, to: digits.count, by: 6).map { i in
                alphabet[Int(String(digits[i..<i + 6]), radix: 2)!]
            })
    }

    /// The first 213 bits of a core segment: version 2, every other field 0 (letters `AA`).
    static let zeroCoreHeader = "000010" + String(repeating: "0", count: 207)

    /// An empty vendor section: MaxVendorId 0, BitField.
    static let emptyVendorSection = bin(0, 16) + "0"

    /// NumPubRestrictions = 0.
    static let noRestrictions = bin(0, 12)

    /// The model `zeroCoreHeader` plus empty sections decodes to.
    static func zeroModel() -> TCModel {
        var m = TCModel()
        m.consentLanguage = "AA"
        m.publisherCC = "AA"
        m.tcfPolicyVersion = 0
        m.isServiceSpecific = false
        return m
    }

    /// A range entry: single id, or `start...end`.
    static func entry(_ start: Int, _ end: Int? = nil) -> String {
        guard let end else { return "0" + bin(start, 16) }
        return "1" + bin(start, 16) + bin(end, 16)
    }
}

/// The error `TCString.decode` throws for `string`, or nil when it decodes.
func decodeError(_ string: String) -> TCStringError? {
    do {
        _ = try TCString.decode(string)
        return nil
    } catch {
        return error
    }
}

/// The error `TCString.encode` throws for `model`, or nil when it encodes.
func encodeError(_ model: TCModel) -> TCModelError? {
    do {
        _ = try TCString.encode(model)
        return nil
    } catch {
        return error
    }
}

extension TCModel {
    /// This model as decoding its encoding yields it: restrictions in canonical order.
    var canonicalized: TCModel {
        var m = self
        m.publisherRestrictions = PublisherRestriction.canonical(publisherRestrictions)
        return m
    }
}

/// Random valid models for property tests.
enum RandomModel {
    /// A model whose every field fits its width, with restrictions in canonical order.
    static func make(using rng: inout SplitMix64) -> TCModel {
        var m = TCModel()
        m.created = Int64.random(in: 0...TCModel.maxTimestamp, using: &rng)
        m.lastUpdated = Bool.random(using: &rng) ? m.created : Int64.random(in: 0...TCModel.maxTimestamp, using: &rng)
        m.cmpId = Int.random(in: 0...4095, using: &rng)
        m.cmpVersion = Int.random(in: 0...4095, using: &rng)
        m.consentScreen = Int.random(in: 0...63, using: &rng)
        m.consentLanguage = letters(using: &rng)
        m.vendorListVersion = Int.random(in: 0...4095, using: &rng)
        m.tcfPolicyVersion = Int.random(in: 0...63, using: &rng)
        m.isServiceSpecific = Bool.random(using: &rng)
        m.useNonStandardTexts = Bool.random(using: &rng)
        m.specialFeatureOptIns = ids(upTo: 12, using: &rng)
        m.purposesConsent = ids(upTo: 24, using: &rng)
        m.purposesLITransparency = ids(upTo: 24, using: &rng)
        m.purposeOneTreatment = Bool.random(using: &rng)
        m.publisherCC = letters(using: &rng)
        m.vendorConsents = vendors(using: &rng)
        m.vendorLegitimateInterests = vendors(using: &rng)
        m.publisherRestrictions = restrictions(using: &rng)
        if Int.random(in: 0..<4, using: &rng) > 0 { m.disclosedVendors = vendors(using: &rng) }
        if Bool.random(using: &rng) {
            var tc = PublisherTC()
            tc.pubPurposesConsent = ids(upTo: 24, using: &rng)
            tc.pubPurposesLITransparency = ids(upTo: 24, using: &rng)
            tc.numCustomPurposes = Bool.random(using: &rng) ? 0 : Int.random(in: 0...63, using: &rng)
            tc.customPurposesConsent = ids(upTo: tc.numCustomPurposes, using: &rng)
            tc.customPurposesLITransparency = ids(upTo: tc.numCustomPurposes, using: &rng)
            m.publisherTC = tc
        }
        return m
    }

    static func letters(using rng: inout SplitMix64) -> String {
        let a = UInt8(ascii: "A")
        return String(
            decoding: [a + UInt8.random(in: 0...25, using: &rng), a + UInt8.random(in: 0...25, using: &rng)],
            as: UTF8.self)
    }

    /// A random subset of `1...limit` (often empty).
    static func ids(upTo limit: Int, using rng: inout SplitMix64) -> IDSet {
        guard limit > 0, Int.random(in: 0..<5, using: &rng) > 0 else { return IDSet() }
        var set = IDSet()
        for id in 1...limit where Bool.random(using: &rng) { set.insert(id) }
        return set
    }

    /// Vendor sets of varied shapes: empty, sparse, dense, runs, and ids near 65535.
    static func vendors(using rng: inout SplitMix64) -> IDSet {
        var set = IDSet()
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            break
        case 1:  // a few scattered ids anywhere
            for _ in 0..<Int.random(in: 1...5, using: &rng) { set.insert(Int.random(in: 1...IDSet.maxID, using: &rng)) }
        case 2:  // GVL-like density
            let top = Int.random(in: 1...1500, using: &rng)
            for id in 1...top where Int.random(in: 0..<3, using: &rng) == 0 { set.insert(id) }
        case 3:  // a few long runs
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let start = Int.random(in: 1...5000, using: &rng)
                set.insert(range: start...min(IDSet.maxID, start + Int.random(in: 0...300, using: &rng)))
            }
        case 4:  // dense block
            let top = Int.random(in: 1...300, using: &rng)
            for id in 1...top where Int.random(in: 0..<10, using: &rng) > 0 { set.insert(id) }
        default:  // the edges of the id space
            set.insert(1)
            set.insert(IDSet.maxID)
        }
        return set
    }

    /// Restrictions already in canonical order (strictly ascending pairs), some with no vendors.
    static func restrictions(using rng: inout SplitMix64) -> [PublisherRestriction] {
        var out: [PublisherRestriction] = []
        var purpose = 0
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            purpose += Int.random(in: 1...10, using: &rng)
            guard purpose <= 63 else { break }
            for type in RestrictionType.allCases where Int.random(in: 0..<3, using: &rng) == 0 {
                var vendors = IDSet()
                if Int.random(in: 0..<5, using: &rng) > 0 {
                    for _ in 0..<Int.random(in: 1...6, using: &rng) {
                        let start = Int.random(in: 1...2000, using: &rng)
                        vendors.insert(range: start...start + Int.random(in: 0...3, using: &rng))
                    }
                }
                out.append(PublisherRestriction(purposeId: purpose, restrictionType: type, vendorIds: vendors))
            }
        }
        return out
    }
}
