import Foundation
import Testing

@testable import TCF

/// The GVL fixtures (`<repo>/Tests/Fixtures/tcf/`, copies of the team's `shared/tcf`), found from this file
/// so any clone or worktree works.
enum GVLFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/tcf")
    static let v17Path = directory.appendingPathComponent("gvl-v3-vendor-list-v17.json").path
    static let v15Path = directory.appendingPathComponent("gvl-v3-vendor-list-v15-2vendors.json").path
    /// The embedded default: IAB GVL v3 version 106 (May 2025, policy 5).
    static let v106Path = directory.appendingPathComponent("gvl-v3-vendor-list-v106.json").path
}

/// The embedded default list, version 106 (Tests/Fixtures/tcf/README.md gives its origin and sha256).
@Suite struct VendorList106FixtureTests {
    let v106: VendorList

    init() throws {
        v106 = try VendorList.load(contentsOfFile: GVLFixtures.v106Path)
    }

    @Test func headerAndCounts() {
        #expect(v106.gvlSpecificationVersion == 3)
        #expect(v106.vendorListVersion == 106)
        #expect(v106.tcfPolicyVersion == 5)
        #expect(v106.lastUpdated == "2025-05-08T16:00:32Z")
        #expect(v106.vendors.count == 987)
        #expect(v106.activeVendors.count == 902)
        #expect(v106.deletedVendors.count == 85)
        #expect(v106.maxVendorID == 1428)
        #expect(v106.purposes.map(\.id) == Array(1...11))
        #expect(v106.specialPurposes.map(\.id) == [1, 2, 3])
        #expect(v106.features.count == 3 && v106.specialFeatures.count == 2)
        #expect(v106.stacks.count == 45 && v106.dataCategories.count == 11)
    }

    @Test func policyFivesNewSpecialPurposeAndGoogle() throws {
        // Special purpose 3 is new beside v17 (policy 4), which has two.
        #expect(v106.specialPurpose(id: 3)?.name == "Save and communicate privacy choices")
        // v17 ended special purpose 1's name with a line break; v106 does not.
        #expect(v106.specialPurpose(id: 1)?.name == "Ensure security, prevent and detect fraud, and fix errors")
        let google = try #require(v106.vendor(id: 755))
        #expect(google.name == "Google Advertising Products")
        #expect(google.specialPurposes == [1, 2, 3])
    }

    @Test func embeddedListIsThisFixture() {
        // Fails when the embedded copy is stale: rerun scripts/dev/embed-vendor-list.py on the fixture.
        #expect(VendorList.embedded == v106)
        #expect(VendorList.benchmarkLoadEmbedded() == 987)
    }
}

@Suite struct VendorListFixtureTests {
    let v17: VendorList

    init() throws {
        v17 = try VendorList.load(contentsOfFile: GVLFixtures.v17Path)
    }

    @Test func headerAndCounts() {
        #expect(v17.gvlSpecificationVersion == 3)
        #expect(v17.vendorListVersion == 17)
        #expect(v17.tcfPolicyVersion == 4)
        #expect(v17.lastUpdated == "2023-09-07T16:07:28Z")
        #expect(v17.lastUpdatedDeciseconds == 16_941_028_480)
        #expect(v17.vendors.count == 692)
        #expect(v17.purposes.count == 11)
        #expect(v17.specialPurposes.count == 2)
        #expect(v17.features.count == 3)
        #expect(v17.specialFeatures.count == 2)
        #expect(v17.stacks.count == 43)
        #expect(v17.dataCategories.count == 11)
    }

    @Test func everyCollectionIsSortedByID() {
        // The file lists stack 1 last; the model sorts.
        #expect(v17.stacks.map(\.id) == Array(1...43))
        #expect(v17.purposes.map(\.id) == Array(1...11))
        #expect(v17.vendors.map(\.id) == v17.vendors.map(\.id).sorted())
        #expect(v17.vendors.first?.id == 1)
    }

    @Test func purposeFeatureAndCategoryNames() {
        #expect(
            v17.purposes.map(\.name) == [
                "Store and/or access information on a device",
                "Use limited data to select advertising",
                "Create profiles for personalised advertising",
                "Use profiles to select personalised advertising",
                "Create profiles to personalise content",
                "Use profiles to select personalised content",
                "Measure advertising performance",
                "Measure content performance",
                "Understand audiences through statistics or combinations of data from different sources",
                "Develop and improve services",
                "Use limited data to select content",
            ])
        #expect(v17.specialPurpose(id: 2)?.name == "Deliver and present advertising and content")
        #expect(v17.feature(id: 2)?.name == "Link different devices")
        #expect(v17.specialFeature(id: 1)?.name == "Use precise geolocation data")
        #expect(v17.dataCategory(id: 1)?.name == "IP addresses")
        #expect(v17.dataCategory(id: 11)?.name == "Privacy choices")
        let purpose1 = v17.purpose(id: 1)
        #expect(purpose1?.illustrations.count == 1)
        #expect(purpose1?.illustrations.first?.hasPrefix("Most purposes explained in this notice") == true)
        // v17 never writes consentable / rightToObject: the spec's default is true.
        #expect(v17.purposes.allSatisfy { $0.consentable && $0.rightToObject })
        #expect(v17.purpose(id: 12) == nil)
    }

    @Test func stacks() {
        let stack1 = v17.stack(id: 1)
        #expect(stack1?.name == "Precise geolocation data, and identification through device scanning")
        #expect(stack1?.purposes == [])
        #expect(stack1?.specialFeatures == [1, 2])
        #expect(v17.stack(id: 43)?.purposes == [8, 11])
    }

    @Test func googleAdvertisingProducts() throws {
        let google = try #require(v17.vendor(id: 755))
        #expect(google.name == "Google Advertising Products")
        #expect(google.purposes == [1, 3, 4])
        #expect(google.legIntPurposes == [2, 7, 9, 10])
        #expect(google.flexiblePurposes == [2, 7, 9, 10])
        #expect(google.specialPurposes == [1, 2])
        #expect(google.features == [1, 2])
        #expect(google.specialFeatures.isEmpty)
        #expect(google.dataDeclaration == [1, 2, 3, 5, 6, 7, 8, 10, 11])
        #expect(google.usesCookies && !google.cookieRefresh && google.usesNonCookieAccess)
        #expect(google.cookieMaxAgeSeconds == 34_190_000)
        #expect(google.deviceStorageDisclosureUrl == "https://www.gstatic.com/iabtcf/deviceStorageDisclosure.json")
        #expect(google.overflow == nil)
        #expect(!google.isDeleted && !google.isSpecialPurposeOnly)
        #expect(google.dataRetention == GVLDataRetention(stdRetention: 548, purposes: [3: 180, 4: 180], specialPurposes: [1: 1096]))
        #expect(google.retentionDays(forPurpose: 3) == 180)
        #expect(google.retentionDays(forPurpose: 1) == 548)
        #expect(google.retentionDays(forSpecialPurpose: 1) == 1096)
        #expect(google.urls.count == 23)
        #expect(
            google.urls.first
                == GVLVendorURL(
                    langId: "en", privacy: "https://business.safety.google/privacy/",
                    legIntClaim: "https://policies.google.com/privacy#europeanrequirements"))
        #expect(google.url(forLanguage: "de")?.privacy == "https://business.safety.google/intl/de/privacy/")
        #expect(google.url(forLanguage: "pt-PT")?.privacy == "https://business.safety.google/intl/pt-PT/privacy/")
        #expect(google.url(forLanguage: "ja")?.langId == "en")
    }

    @Test func deletedVendor468IsKeptApart() throws {
        let neustar = try #require(v17.vendor(id: 468))
        #expect(neustar.deletedDate == "2023-09-04T00:00:00Z")
        #expect(neustar.deletedEpochSeconds == 1_693_785_600)
        #expect(neustar.isDeleted)
        #expect(v17.deletedVendors.map(\.id) == [468])
        #expect(v17.deletedVendorIDs == [468])
        #expect(v17.activeVendors.count == 691)
        #expect(!v17.activeVendors.contains { $0.id == 468 })
        #expect(!v17.vendorIDs.contains(468))
        #expect(!v17.isActiveVendor(468))
        #expect(v17.vendorIDs.count == 691)
        #expect(v17.vendor(id: 3) == nil)
    }

    @Test func maxVendorID() {
        #expect(v17.maxVendorID == 4176)
        #expect(v17.vendor(id: 4176)?.name == "Advertising.Tech FZ-LLC")
    }

    @Test func specialPurposeOnlyVendors() throws {
        let confiant = try #require(v17.vendor(id: 56))
        #expect(confiant.name == "Confiant Inc.")
        #expect(confiant.isSpecialPurposeOnly)
        #expect(confiant.cookieMaxAgeSeconds == nil)
        #expect(
            v17.specialPurposeOnlyVendorIDs == [
                56, 415, 572, 597, 615, 892, 950, 953, 1044, 1160, 1172, 1187, 1204, 1223, 1225, 1234, 4176,
            ])
        #expect(v17.specialPurposeOnlyVendors.map(\.id) == v17.specialPurposeOnlyVendorIDs.sorted)
    }

    @Test func optionalFieldsRealListsOmit() throws {
        #expect(v17.vendor(id: 797)?.dataDeclaration == nil)
        #expect(v17.vendor(id: 738)?.dataDeclaration == [1, 3, 2008])
        let adTech = try #require(v17.vendor(id: 4176))
        #expect(adTech.dataRetention == GVLDataRetention(stdRetention: nil, purposes: [:], specialPurposes: [1: 2190]))
        #expect(adTech.retentionDays(forPurpose: 1) == nil)
        #expect(v17.vendors.filter { $0.overflow != nil }.count == 102)
        #expect(v17.vendors.flatMap(\.urls).filter { $0.legIntClaim == nil }.count == 195)
    }

    @Test func vendorSelections() {
        let consent1 = v17.vendors(declaringConsentPurpose: 1)
        #expect(consent1.contains { $0.id == 755 })
        #expect(consent1.allSatisfy { $0.purposes.contains(1) && !$0.isDeleted })
        #expect(v17.vendors(declaringLegitimateInterestPurpose: 2).contains { $0.id == 755 })
        #expect(!v17.vendors(declaringLegitimateInterestPurpose: 3).contains { $0.id == 755 })
        #expect(v17.vendors(declaringFlexiblePurpose: 7).contains { $0.id == 755 })
        #expect(v17.vendors(declaringSpecialPurpose: 2).contains { $0.id == 56 })
        #expect(v17.vendors(declaringFeature: 3).contains { $0.id == 4176 })
        #expect(v17.vendors(declaringSpecialFeature: 2).allSatisfy { $0.specialFeatures.contains(2) })
        #expect(v17.vendorIDs { $0.id == 755 || $0.id == 468 } == [755])
        #expect(v17.purposeIDs == IDSet(range: 1...11))
        #expect(v17.specialFeatureIDs == [1, 2])
    }

    @Test func twoVendorFixture() throws {
        let v15 = try VendorList.load(contentsOfFile: GVLFixtures.v15Path)
        #expect(v15.vendorListVersion == 15)
        #expect(v15.lastUpdated == "2023-08-24T16:07:27Z")
        #expect(v15.vendors.map(\.id) == [1, 2])
        #expect(v15.vendor(id: 2)?.name == "Captify Technologies Limited")
        #expect(v15.vendor(id: 2)?.specialFeatures == [2])
        #expect(v15.stacks.count == 43 && v15.dataCategories.count == 11)
        #expect(v15.maxVendorID == 2)
    }

    @Test func loadingFromTextAndBytesAgrees() throws {
        let text = try String(contentsOfFile: GVLFixtures.v15Path, encoding: .utf8)
        #expect(try VendorList.load(json: text) == VendorList.load(bytes: Array(text.utf8)))
    }
}
