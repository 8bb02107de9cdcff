import Basics
import ConsentsimTestSupport
import Doctor
import Flow
import Store
import TCF

/// Benchmarks of `consentsim doctor`'s work: reading a dump and examining it.
enum DoctorBenches {
    static var all: [Benchmark] {
        let model = TCStringBenchmarkFixture.largeModel()
        // Force-try is safe: the fixture is a valid model by construction (its own test checks it).
        let string = try! TCString.encode(model)
        var values: [String: StoreValue] = [:]
        for (k, v) in InAppKeys.derive(
            model: model, tcString: string,
            context: InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2, profile: .ump, userConsentRecordID: "ID"))
        {
            switch v {
            case .number(let n): values[k] = .integer(Int64(n))
            case .string(let s): values[k] = .string(s)
            }
        }
        let domain = StoreDomain(values)
        let xml = Array(AndroidExport.sharedPreferencesXML(domain).utf8)
        let today = CivilDate(year: 2026, month: 11, day: 24)
        return [
            Benchmark(name: "doctor.read-shared-prefs-700-vendors", unit: "dump") {
                try DeviceDump.read(xml).domain.count
            },
            Benchmark(name: "doctor.examine-700-vendors", unit: "report") {
                DeviceDoctor.examine(domain, today: today, att: .authorized, region: .eea).problems.count
            },
        ]
    }
}
