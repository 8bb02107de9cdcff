import Flow
import Forms
import Screens
import Simulation
import Store
import TCF

/// The in-process pieces of start-up, so a regression in one shows on its own; the whole
/// process next to whiptail is `scripts/dev/bench-startup.sh`.
enum StartupBenches {
    static let size = Size(width: 120, height: 40)

    static var all: [Benchmark] {
        [
            Benchmark(name: "startup.gvl-ready", unit: "list", targetNanoseconds: 500_000) {
                // The embedded list read afresh as `VendorList.embedded` is, then what the issue names:
                // the first-layer counts, the vendor page (every shown vendor's name and the facts
                // that pick its switches) and one vendor's details (Google's, 755). Node's JSON.parse
                // of the same list takes 3.6 ms (the Performance article).
                let list = VendorList.benchmarkEmbeddedDecodingOnFirstUse()
                var sum = list.vendorIDs.count &+ list.specialPurposeOnlyVendorIDs.count &+ list.purposes.count
                sum &+= list.specialFeatures.count &+ list.stacks.count
                for vendor in list.vendorFacts where !vendor.isDeleted {
                    sum &+= list.vendorName(id: vendor.id)!.utf8.count &+ vendor.purposes.count &+ vendor.legIntPurposes.count
                    sum &+= vendor.specialFeatures.count
                }
                if let google = list.vendor(id: 755) {
                    sum &+= google.purposes.count &+ google.legIntPurposes.count &+ (google.dataRetention?.stdRetention ?? 0)
                    sum &+= google.urls.count &+ (google.dataDeclaration?.count ?? 0)
                }
                return sum
            },
            Benchmark(name: "startup.gvl-first-layer", unit: "list") {
                // The embedded list as start-up reads it (header and vendor facts, no vendor record),
                // then what the first layer and the consent index ask of it.
                let list = VendorList.benchmarkEmbeddedDecodingOnFirstUse()
                var sum = list.vendorIDs.count &+ list.specialPurposeOnlyVendorIDs.count &+ list.purposes.count
                for vendor in list.vendorFacts where !vendor.isDeleted { sum &+= vendor.legIntPurposes.count }
                return sum
            },
            Benchmark(name: "startup.default-form-ready", unit: "form") {
                // The prebuilt default form (no YAML), as `consentsim run` gets it.
                // Force-try is safe: the shipped default form is valid (tests load it).
                try FormLibrary.form(named: FormLibrary.defaultFormName)!.sourceMap.locations.count
            },
            Benchmark(name: "startup.default-form-from-yaml", unit: "form") {
                // The same form parsed from its YAML: what a user's form file costs (and what start-up paid before).
                try FormLibrary.parsedForm(named: FormLibrary.defaultFormName)!.sourceMap.locations.count
            },
            Benchmark(name: "startup.ump-form-model", unit: "model") {
                // What the first layer needs of the UMP pages: counts, ids, initial switches (the
                // vendor page's rows are built on first use; the vendor list already decoded).
                let model = UMPFormModel(FormLibrary.defaultForm.ump!)
                return model.vendorCount &+ model.initialChoices.vendorConsents.count
            },
            Benchmark(name: "startup.vendor-page-rows", unit: "page") {
                // The same model with the vendor page's rows built, as the first visit to that page does.
                let model = UMPFormModel(FormLibrary.defaultForm.ump!)
                return model.vendors.count &+ model.vendorCount
            },
            Benchmark(name: "startup.first-frame", unit: "start") {
                // Form, configuration, runtime on a memory store, launch and the first 120x40 frame,
                // as `consentsim run --store memory` does before painting (the vendor list already decoded).
                let form = try FormLibrary.form(named: FormLibrary.defaultFormName)!
                let runtime = try Simulator(form: form).start()
                let frame = runtime.frame(size: size)
                return frame.elements.count &+ frame.size.width
            },
        ]
    }
}
