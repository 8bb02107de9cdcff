import Basics
import Store
import TCF
import Testing

@testable import Flow

/// A small vendor list: Google (755), a consent+LI vendor, an LI-only vendor, a special-purpose-only vendor.
let smallVendorList: VendorList = {
    let names = [
        "Store and/or access information on a device", "Use limited data to select advertising",
        "Create profiles for personalised advertising", "Use profiles to select personalised advertising",
        "Create profiles to personalise content", "Use profiles to select personalised content",
        "Measure advertising performance", "Measure content performance", "Understand audiences",
        "Develop and improve services", "Use limited data to select content",
    ]
    return VendorList(
        vendorListVersion: 17, tcfPolicyVersion: 4, lastUpdated: "2023-09-07T16:07:28Z",
        purposes: names.enumerated().map { GVLPurpose(id: $0.offset + 1, name: $0.element, description: "") },
        specialPurposes: [GVLPurpose(id: 1, name: "Security", description: ""), GVLPurpose(id: 2, name: "Deliver", description: "")],
        specialFeatures: [GVLPurpose(id: 1, name: "Geolocation", description: ""), GVLPurpose(id: 2, name: "Scan", description: "")],
        vendors: [
            GVLVendor(id: 10, name: "Consent and LI", purposes: [1, 3, 4], legIntPurposes: [2, 7, 8], specialPurposes: [1], specialFeatures: [1]),
            GVLVendor(id: 20, name: "LI only", legIntPurposes: [2, 7, 10], specialPurposes: [2]),
            GVLVendor(id: 56, name: "Special purpose only", specialPurposes: [1, 2]),
            GVLVendor(
                id: 755, name: "Google Advertising Products", purposes: [1, 3, 4], legIntPurposes: [2, 7, 9, 10],
                flexiblePurposes: [2, 7, 9, 10], specialPurposes: [1, 2]),
        ])
}()

let jan15 = CivilDate(year: 2026, month: 1, day: 15)

/// A runtime over a memory store, launched.
func launched(
    _ c: AppConfiguration = AppConfiguration(), store: any DeviceStore = MemoryStore(),
    trace: (any TraceSink)? = nil
) throws -> FlowRuntime {
    let r = try FlowRuntime(configuration: c, store: store, trace: trace)
    try r.launch()
    return r
}

/// The default configuration with a given tweak.
func config(_ tweak: (inout AppConfiguration) -> Void = { _ in }) -> AppConfiguration {
    var c = AppConfiguration()
    tweak(&c)
    return c
}

extension FlowRuntime {
    var ump: UMPState { state.ump! }
    /// The stored keys read back through the TCF engine.
    var reading: InAppReading { InAppKeys.read(state.tcfKeys) }
    var verdict: AdRequestKind { state.adEligibility.kind }
}

/// The `IABTCF_` keys of a domain, decoded and cross-checked: no issues, TC string decodes.
func checkedModel(_ domain: StoreDomain, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TCModel {
    var s = AppState(configuration: AppConfiguration())
    s.device = domain
    let reading = InAppKeys.read(s.tcfKeys)
    #expect(reading.issues == [], sourceLocation: sourceLocation)
    let tc = try #require(reading.tcString, sourceLocation: sourceLocation)
    let model = try TCString.decode(tc)
    #expect(reading.modelFromTCString, sourceLocation: sourceLocation)
    return model
}
