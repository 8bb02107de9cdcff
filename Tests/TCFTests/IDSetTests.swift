import Basics
import Testing

@testable import TCF

@Suite struct IDSetTests {
    @Test func anArrayMakesTheSetAnySequenceOfItsIDsMakes() {
        for ids in [[], [1], [3, 1, 3], [64, 65, 128, 129, 65_535], Array(stride(from: 700, through: 1, by: -7))] {
            let set = IDSet(ids)
            #expect(set == IDSet(Set(ids)) && set == IDSet(ids.lazy.map { $0 }), "\(ids)")
            #expect(set.sorted == Array(Set(ids)).sorted())
        }
    }

    @Test func insertRemoveAndNormalisedEquality() {
        var s: IDSet = [1, 64, 65, 200]
        #expect(s.sorted == [1, 64, 65, 200])
        #expect(s.count == 4)
        #expect(s.max == 200)
        s.remove(200)
        #expect(s == IDSet([1, 64, 65]))
        #expect(s.max == 65)
        s.remove(65); s.remove(64); s.remove(1)
        #expect(s.isEmpty)
        #expect(s == IDSet())
        #expect(s.max == nil && s.maxOrZero == 0)
    }

    @Test func rangeInsertAcrossWordBoundaries() {
        for (lo, hi) in [(1, 1), (1, 64), (63, 66), (60, 200), (128, 128), (5, 300)] {
            let s = IDSet(range: lo...hi)
            #expect(s.sorted == Array(lo...hi), "\(lo)...\(hi)")
        }
    }

    @Test func runsAndDescription() {
        let s: IDSet = [1, 2, 3, 7, 9, 10, 64, 65]
        #expect(s.runs == [1...3, 7...7, 9...10, 64...65])
        #expect(s.description == "{1-3,7,9-10,64-65}")
    }

    @Test func setAlgebra() {
        let a: IDSet = [1, 2, 3, 100]
        let b: IDSet = [2, 100, 300]
        #expect(a.union(b).sorted == [1, 2, 3, 100, 300])
        #expect(a.intersection(b).sorted == [2, 100])
        #expect(a.subtracting(b).sorted == [1, 3])
        #expect(IDSet([2, 100]).isSubset(of: a))
        #expect(!b.isSubset(of: a))
        #expect(a.clamped(to: 64).sorted == [1, 2, 3])
        #expect(IDSet([1, 64, 65]).clamped(to: 64).sorted == [1, 64])
    }

    @Test func binaryStrings() {
        let s: IDSet = [1, 3]
        #expect(s.binaryString == "101")
        #expect(s.binaryString(length: 5) == "10100")
        #expect(IDSet().binaryString == "")
        #expect(IDSet(binaryString: "0101") == IDSet([2, 4]))
        #expect(IDSet(binaryString: "01x") == nil)
    }

    @Test func iteratorMatchesForEach() {
        let s: IDSet = [5, 70, 4000]
        #expect(Array(s) == [5, 70, 4000])
        #expect(!s.contains(0) && !s.contains(-3) && !s.contains(70_000))
    }
}

@Suite struct IDSetBinaryStringParseTests {
    @Test func longStringsRoundTripAcrossWordBoundaries() {
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 127, 4176] {
            let ids = IDSet((1...max(1, length)).filter { length > 0 && ($0 % 3 == 0 || $0 % 7 == 1) })
            let s = ids.binaryString(length: length)
            #expect(IDSet(binaryString: s) == ids, "length \(length)")
        }
    }

    @Test func binaryStringsMatchIdByIdWritingForEveryCutAndPadding() {
        var rng = SplitMix64(seed: 0x1D5E7)
        for trial in 0..<60 {
            let maxID = [1, 8, 63, 64, 65, 200, 4176][trial % 7]
            let ids = IDSet((1...maxID).filter { _ in rng.next() % 3 == 0 } + [maxID])
            for length in [0, 1, 5, 8, 9, maxID - 1, maxID, maxID + 1, maxID + 13, maxID + 64] where length >= 0 {
                var expected = [UInt8](repeating: UInt8(ascii: "0"), count: length)
                ids.forEach { id in if id <= length { expected[id - 1] = UInt8(ascii: "1") } }
                #expect(ids.binaryString(length: length) == String(decoding: expected, as: UTF8.self), "max \(maxID) length \(length)")
            }
        }
        for byte in 0...255 {
            let ids = IDSet((0..<8).filter { byte & (1 << $0) != 0 }.map { $0 + 1 })
            #expect(ids.binaryString(length: 8) == String((0..<8).map { byte & (1 << $0) != 0 ? "1" : "0" }.joined()))
        }
    }

    @Test func forEachRunMatchesRunsAcrossWordBoundaries() {
        var rng = SplitMix64(seed: 0x5EC7)
        var sets: [IDSet] = [
            [], [1], [64], [64, 65], IDSet(range: 1...64), IDSet(range: 1...128), IDSet(range: 63...130),
            [1, 3, 64, 65, 66, 128, 129, IDSet.maxID], IDSet(range: IDSet.maxID - 70...IDSet.maxID),
        ]
        for _ in 0..<300 { sets.append(RandomModel.vendors(using: &rng)) }
        for set in sets {
            var found: [ClosedRange<Int>] = []
            set.forEachRun { found.append($0...$1) }
            #expect(found == set.runs, "\(set)")
        }
    }

    @Test func rejectsOtherBytesAnywhere() {
        for position in [0, 5, 8, 15, 70] {
            var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 80)
            bytes[position] = UInt8(ascii: "2")
            #expect(IDSet(binaryString: String(decoding: bytes, as: UTF8.self)) == nil)
            bytes[position] = UInt8(ascii: "1") | 0x80
            #expect(IDSet(binaryString: String(decoding: bytes, as: UTF8.self)) == nil)
        }
    }

    @Test func idsAboveTheMaximumAreRejectedButTrailingZerosAreNot() {
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: IDSet.maxID + 10)
        #expect(IDSet(binaryString: String(decoding: bytes, as: UTF8.self)) == IDSet())
        bytes[IDSet.maxID - 1] = UInt8(ascii: "1")
        #expect(IDSet(binaryString: String(decoding: bytes, as: UTF8.self)) == IDSet([IDSet.maxID]))
        bytes[IDSet.maxID] = UInt8(ascii: "1")
        #expect(IDSet(binaryString: String(decoding: bytes, as: UTF8.self)) == nil)
    }
}
