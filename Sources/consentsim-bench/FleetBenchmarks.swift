import Basics
import ConsentsimTestSupport
import Doctor
import Flow
import TCF

/// Benchmarks of `consentsim doctor --batch`: reading, judging and writing one device a line.
enum FleetBenches {
    static var all: [Benchmark] {
        let strings = FleetFixture.tcStrings(count: 1_000)
        let tcLines = (0..<strings.count).map { Array((FleetFixture.line($0, strings: strings) + "\n").utf8) }
        let jsonLines = strings.map { Array(("{\"IABTCF_TCString\":\"\($0)\",\"IABTCF_gdprApplies\":1,\"IABTCF_CmpSdkID\":300}\n").utf8) }
        let defaults = FleetDefaults(today: FleetFixture.today, region: .eea)
        return [
            batch("fleet.tc-lines", tcLines, defaults),
            batch("fleet.json-lines", jsonLines, defaults),
            decodeOnly(strings),
        ]
    }

    /// The TC string decoder alone over the same strings, for the share of the batch it takes.
    static func decodeOnly(_ strings: [String]) -> Benchmark {
        var i = 0
        return Benchmark(name: "fleet.decode-only", unit: "string") {
            defer { i = i + 1 == strings.count ? 0 : i + 1 }
            return (try? TCString.decode(strings[i]))?.cmpId ?? 0
        }
    }

    /// Writes `count` fleet lines to standard output over 1,000 distinct strings (`--write-fleet`),
    /// the input of scripts/dev/fleet-bench.py.
    static func writeFleet(count: Int) {
        let strings = FleetFixture.tcStrings(count: 1_000)
        var out = ""
        for i in 0..<count {
            out += FleetFixture.line(i, strings: strings)
            out += "\n"
            if out.utf8.count >= 1 << 16 {
                print(out, terminator: "")
                out = ""
            }
        }
        print(out, terminator: "")
    }

    /// 200,000 devices a second is 5 µs a device.
    static func batch(_ name: String, _ lines: [[UInt8]], _ defaults: FleetDefaults) -> Benchmark {
        var fleet = FleetBatch(name: "bench", defaults: defaults)
        var out: [UInt8] = []
        var i = 0
        return Benchmark(name: name, unit: "device", targetNanoseconds: 5_000) {
            out.removeAll(keepingCapacity: true)
            lines[i].withUnsafeBufferPointer { fleet.feed($0, into: &out) }
            i = i + 1 == lines.count ? 0 : i + 1
            return out.count
        }
    }
}
