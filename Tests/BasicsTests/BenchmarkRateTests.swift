import Testing

@testable import ConsentsimTestSupport

/// The benchmark harness's rate column names what it counts, in the plural, once.
@Suite struct BenchmarkRateTests {
    @Test func aPlainUnitIsPluralisedOnce() {
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 5_000, unit: "device") == "200,000 devices/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 4_717, unit: "device") == "212,000 devices/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 1_000, unit: "key set") == "1,000,000 key sets/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 1e6, unit: "keys") == "1,000 keys/s")
    }

    @Test func aCountedUnitCountsItsThings() {
        // One operation of 10,000 keys a second is 10,000 keys a second, not "1 10,000 keyss/s".
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 1e9, unit: "10,000 keys") == "10,000 keys/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 4e6, unit: "16 pictures") == "4,000 pictures/s")
    }

    @Test func wordsAfterTheNounAreLeftOut() {
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 2.5e6, unit: "session (launch, 15 keys, 6 expectations, 1 snapshot)") == "400 sessions/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 1e6, unit: "parse of the typical session") == "1,000 parses/s")
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 1e3, unit: "check pair") == "1,000,000 check pairs/s")
    }

    @Test func noTimeGivesNoRate() {
        #expect(BenchmarkRate.text(nanosecondsPerOperation: 0, unit: "device") == "-")
    }
}
