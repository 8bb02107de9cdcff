import Store
import TCF
import Testing

@testable import Flow

/// What the `ump` key profile writes that the IAB table (`spec`) does not, and back.
@Suite struct KeyProfileTests {
    static func keys(_ outcome: UMPFormOutcome, profile: KeyProfile, cmpSdkVersion: Int = 1) throws -> (
        UMPConsentBuilder.Output, [String: StoreValue]
    ) {
        var settings = UMPMessageSettings(cmpSdkVersion: cmpSdkVersion)
        settings.keyProfile = profile
        let choices = try #require(UMPConsentBuilder.choices(for: outcome, settings: settings))
        let out = try #require(UMPConsentBuilder.build(choices: choices, settings: settings, today: jan15, consentScreen: 1))
        var keys: [String: StoreValue] = [:]
        for case .set(let k, let v) in out.keys { keys[k] = v }
        return (out, keys)
    }

    @Test func umpWritesWhatDeviceDumpsShow() throws {
        let (out, keys) = try Self.keys(.doNotConsent, profile: .ump)
        #expect(keys["IABTCF_PurposeConsents"] == .string("00000000000"))
        #expect(keys["IABTCF_VendorConsents"] == .string("0"))
        #expect(keys["IABTCF_CmpSdkVersion"] == .integer(2))
        #expect(out.model.cmpVersion == 2)
        #expect(keys["IABTCF_UseNonStandardStacks"] == .integer(0))
        #expect(keys["IABTCF_UseNonStandardTexts"] == nil)
        for key in [
            "IABTCF_PublisherConsent", "IABTCF_PublisherLegitimateInterests", "IABTCF_PublisherCustomPurposesConsents",
            "IABTCF_PublisherCustomPurposesLegitimateInterests",
        ] {
            #expect(keys[key] == nil, "\(key)")
        }
        guard case .string(let id)? = keys["IABTCF_UserConsentRecordId"] else { Issue.record("no record id"); return }
        #expect(id == UMPConsentBuilder.userConsentRecordID(tcString: out.tcString))
    }

    @Test func specWritesTheIABTable() throws {
        let (out, keys) = try Self.keys(.doNotConsent, profile: .spec)
        #expect(keys["IABTCF_PurposeConsents"] == .string(""))
        #expect(keys["IABTCF_VendorConsents"] == .string(""))
        #expect(keys["IABTCF_CmpSdkVersion"] == .integer(1))
        #expect(out.model.cmpVersion == 1)
        #expect(keys["IABTCF_UseNonStandardTexts"] == .integer(0))
        #expect(keys["IABTCF_UseNonStandardStacks"] == nil)
        #expect(keys["IABTCF_PublisherConsent"] == .string(""))
        #expect(keys["IABTCF_UserConsentRecordId"] == nil)
    }

    @Test func partialConsentIsPaddedToThePurposeCount() throws {
        let (_, keys) = try Self.keys(.consentAll, profile: .ump)
        #expect(keys["IABTCF_PurposeConsents"] == .string("11111111111"))
        guard case .string(let li)? = keys["IABTCF_PurposeLegitimateInterests"] else { Issue.record("no LI"); return }
        #expect(li.count == 11)
    }

    @Test func bothProfilesReadBackWithoutIssues() throws {
        for profile in KeyProfile.allCases {
            for outcome in [UMPFormOutcome.consentAll, .doNotConsent] {
                let (_, keys) = try Self.keys(outcome, profile: profile)
                var values: [String: InAppValue] = [:]
                for (k, v) in keys {
                    switch v {
                    case .integer(let i): values[k] = .number(Int(i))
                    case .string(let s): values[k] = .string(s)
                    default: Issue.record("\(k)")
                    }
                }
                #expect(InAppKeys.read(values).issues == [], "\(profile) \(outcome)")
            }
        }
    }

    @Test func recordIDIsAStableVersion4UUID() {
        let a = UMPConsentBuilder.userConsentRecordID(tcString: "CQ")
        #expect(a == UMPConsentBuilder.userConsentRecordID(tcString: "CQ"))
        #expect(a != UMPConsentBuilder.userConsentRecordID(tcString: "CR"))
        let parts = a.split(separator: "-").map(\.count)
        #expect(parts == [8, 4, 4, 4, 12])
        #expect(Array(a)[14] == "4")
        #expect(a == a.uppercased())
    }

    @Test func presenceKeysWriteVersionTwoUnderUMP() {
        var settings = UMPMessageSettings(cmpSdkVersion: 1)
        #expect(UMPConsentBuilder.presenceKeys(settings: settings, gdprApplies: true).contains(.set(InAppKey.cmpSdkVersion, .integer(2))))
        settings.keyProfile = .spec
        #expect(UMPConsentBuilder.presenceKeys(settings: settings, gdprApplies: true).contains(.set(InAppKey.cmpSdkVersion, .integer(1))))
    }
}
