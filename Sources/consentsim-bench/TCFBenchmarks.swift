import ConsentsimTestSupport
import TCF

/// Benchmarks of the TCF engine (the targets: decode and encode < 5 µs, GVL load < 20 ms).
enum TCFBenchmarks {
    static var all: [Benchmark] {
        let model = TCStringBenchmarkFixture.largeModel()
        // Force-try is safe: the fixture is a valid model by construction (its own test checks it).
        let string = try! TCString.encode(model)
        return [
            Benchmark(name: "tc.encode-700-vendors", unit: "string", targetNanoseconds: 5_000) {
                try TCString.encode(model).utf8.count
            },
            Benchmark(name: "tc.decode-700-vendors", unit: "string", targetNanoseconds: 5_000) {
                try TCString.decode(string).vendorConsents.count
            },
            Benchmark(name: "tc.keys-derive", unit: "key set") {
                InAppKeys.derive(model: model, tcString: string, context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2)).count
            },
            Benchmark(name: "tc.keys-derive-ump", unit: "key set") {
                InAppKeys.derive(
                    model: model, tcString: string,
                    context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2, profile: .ump, userConsentRecordID: "ID")
                ).count
            },
            Benchmark(name: "tc.app-checks", unit: "check pair") {
                let keys = Dictionary(
                    InAppKeys.derive(model: model, tcString: string, context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2))
                        .map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
                return AppChecks.evaluate(keys: keys, consentNotRequired: false, att: .authorized).canShowAds.reasons.count
            },
            Benchmark(name: "gvl.load-embedded", unit: "load", targetNanoseconds: 20_000_000) {
                VendorList.benchmarkLoadEmbedded()
            },
        ]
    }
}
