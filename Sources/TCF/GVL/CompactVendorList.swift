/// Reads the compact vendor-list form `scripts/dev/embed-vendor-list.py` writes (its docstring gives
/// the layout): ASCII decimal numbers and length-prefixed UTF-8 strings in one static string, so the
/// embedded list needs no JSON parsing at start-up.
///
/// The data is generated from a GVL file that the validating decoder accepts, and a test checks the
/// result equals `VendorList.load(json:)` of that file, field for field; so a malformed byte here is
/// a build defect, and the reader stops with a precondition failure naming the offset.
struct CompactVendorList {
    private let bytes: UnsafeBufferPointer<UInt8>

    /// A reader over `data`, which must be a literal (its bytes live as long as the program).
    init(_ data: StaticString) {
        bytes = UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount)
    }

    /// A reader over `bytes`, which must outlive the reader (tests read generated files this way).
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The whole list, every vendor record decoded now.
    func vendorList() -> VendorList {
        let header = readHeader()
        return VendorList(
            gvlSpecificationVersion: header.specification, vendorListVersion: header.version, tcfPolicyVersion: header.policy,
            lastUpdated: header.lastUpdated, purposes: header.purposes, specialPurposes: header.specialPurposes,
            features: header.features, specialFeatures: header.specialFeatures, stacks: header.stacks,
            dataCategories: header.dataCategories, vendors: vendors(at: header.offsets))
    }

    /// The list of the literal `data` with its vendor records decoded on first use: now only
    /// the header, which holds each vendor's facts (`GVLVendorFacts`) and the offset of its record;
    /// later each record when it is asked for, and a vendor's name (its record's second field) on its
    /// own. Tests compare the facts and names with the records and the records with the JSON parser's.
    static func vendorListDecodingOnFirstUse(_ data: StaticString) -> VendorList {
        let header = CompactVendorList(data).readHeader()
        let offsets = header.offsets
        let reader = VendorRecords.Reader(
            source: Int(bitPattern: data.utf8Start), count: offsets.count,
            record: { position in CompactVendorList(data).vendor(at: offsets[position]) },
            name: { position in CompactVendorList(data).vendorName(at: offsets[position]) })
        return VendorList(
            gvlSpecificationVersion: header.specification, vendorListVersion: header.version, tcfPolicyVersion: header.policy,
            lastUpdated: header.lastUpdated, purposes: header.purposes, specialPurposes: header.specialPurposes,
            features: header.features, specialFeatures: header.specialFeatures, stacks: header.stacks,
            dataCategories: header.dataCategories, sortedFacts: header.facts, reader: reader)
    }

    /// Each vendor's facts as the header gives them, in id order (tests compare them with the records).
    func vendorFacts() -> [GVLVendorFacts] { readHeader().facts }

    /// Each vendor's name read on its own, as the lazy list reads it, in id order (tests compare them
    /// with the records).
    func vendorNames() -> [String] { readHeader().offsets.map(vendorName(at:)) }

    /// Everything before the vendor records, and where each record starts.
    private struct Header {
        let specification, version, policy: Int
        let lastUpdated: String
        let purposes, specialPurposes, features, specialFeatures: [GVLPurpose]
        let stacks: [GVLStack]
        let dataCategories: [GVLDataCategory]
        let offsets: [Int]
        let facts: [GVLVendorFacts]
    }

    private func readHeader() -> Header {
        var r = Cursor(bytes: bytes)
        r.expect("CGVL2")
        let specification = r.int()
        let version = r.int()
        let policy = r.int()
        let lastUpdated = r.string()
        let purposes = r.list { $0.purpose() }
        let specialPurposes = r.list { $0.purpose() }
        let features = r.list { $0.purpose() }
        let specialFeatures = r.list { $0.purpose() }
        let stacks = r.list { r in
            GVLStack(id: r.int(), purposes: r.idSet(), specialFeatures: r.idSet(), name: r.string(), description: r.string())
        }
        let dataCategories = r.list { r in GVLDataCategory(id: r.int(), name: r.string(), description: r.string()) }
        // Each vendor's id, the offset of its record and its facts.
        let count = r.int()
        var offsets: [Int] = [], facts: [GVLVendorFacts] = []
        offsets.reserveCapacity(count)
        facts.reserveCapacity(count)
        var shared = [UInt64: IDSet](minimumCapacity: 256)
        for _ in 0..<count {
            let id = r.int()
            // Ascending ids (the generator sorts them): the lazy list finds a record by its facts' position.
            if let previous = facts.last, previous.id >= id { r.fail("vendor ids in ascending order") }
            offsets.append(r.int())
            facts.append(
                GVLVendorFacts(
                    id: id, purposes: r.idSet(sharing: &shared), legIntPurposes: r.idSet(sharing: &shared),
                    specialFeatures: r.idSet(sharing: &shared), declaresSpecialPurposes: r.bool(), isDeleted: r.bool()))
        }
        return Header(
            specification: specification, version: version, policy: policy, lastUpdated: lastUpdated, purposes: purposes,
            specialPurposes: specialPurposes, features: features, specialFeatures: specialFeatures, stacks: stacks,
            dataCategories: dataCategories, offsets: offsets, facts: facts)
    }

    /// The records starting at `offsets`.
    private func vendors(at offsets: [Int]) -> [GVLVendor] {
        offsets.map(vendor(at:))
    }

    /// The record starting at `offset`.
    private func vendor(at offset: Int) -> GVLVendor {
        var cursor = Cursor(bytes: bytes, offset: offset)
        return cursor.vendor()
    }

    /// The name of the record starting at `offset`: its second field, after the id.
    private func vendorName(at offset: Int) -> String {
        var cursor = Cursor(bytes: bytes, offset: offset)
        _ = cursor.int()
        return cursor.string()
    }

    /// A read position in the data.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func fail(_ what: String) -> Never {
            preconditionFailure("embedded vendor list: expected \(what) at byte \(offset); rerun scripts/dev/embed-vendor-list.py")
        }

        mutating func expect(_ text: StaticString) {
            let n = text.utf8CodeUnitCount
            guard offset + n <= bytes.count,
                UnsafeBufferPointer(start: text.utf8Start, count: n).elementsEqual(bytes[offset..<offset + n])
            else { fail("\(text)") }
            offset += n
        }

        /// Digits (after an optional '-') up to `terminator`.
        mutating func number(until terminator: UInt8) -> Int {
            var negative = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
                negative = true
                offset += 1
            }
            var value = 0
            var digits = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == terminator {
                    guard digits > 0 else { break }
                    return negative ? -value : value
                }
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
                value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
            fail("a number")
        }

        mutating func int() -> Int { number(until: UInt8(ascii: ",")) }

        mutating func string() -> String {
            let n = number(until: UInt8(ascii: ":"))
            guard offset + n <= bytes.count else { fail("\(n) bytes of text") }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + n]), as: UTF8.self)
            offset += n
            return text
        }

        mutating func bool() -> Bool {
            guard offset < bytes.count else { fail("t or f") }
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "t"): return true
            case UInt8(ascii: "f"): return false
            default: fail("t or f")
            }
        }

        /// Nil for '~', else (after '+') `read`'s value.
        mutating func optional<T>(_ read: (inout Cursor) -> T) -> T? {
            guard offset < bytes.count else { fail("~ or +") }
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "~"): return nil
            case UInt8(ascii: "+"): return read(&self)
            default: fail("~ or +")
            }
        }

        mutating func list<T>(_ read: (inout Cursor) -> T) -> [T] {
            let n = int()
            var out: [T] = []
            out.reserveCapacity(n)
            for _ in 0..<n { out.append(read(&self)) }
            return out
        }

        /// An `IDSet` from its words (one allocation, no per-id inserts).
        mutating func idSet() -> IDSet {
            let count = int()
            if count == 0 { return IDSet() }
            // One word (every id below 65: all purpose and feature sets, the header's 2,000 of them) as a
            // literal: `reserveCapacity` on an empty array takes the general reallocation path, half the
            // cost of reading the set.
            if count == 1 { return IDSet(words: [hexWord()]) }
            var words: [UInt64] = []
            words.reserveCapacity(count)
            for _ in 0..<count { words.append(hexWord()) }
            return IDSet(words: words)
        }

        /// `idSet()`, one-word sets shared through `shared`: the header's 2,000 facts sets are a few
        /// hundred distinct ones, so most cost a lookup instead of an allocation.
        mutating func idSet(sharing shared: inout [UInt64: IDSet]) -> IDSet {
            let start = offset
            switch int() {
            case 0: return IDSet()
            case 1: break
            default:
                offset = start
                return idSet()
            }
            let word = hexWord()
            if let set = shared[word] { return set }
            let set = IDSet(words: [word])
            shared[word] = set
            return set
        }

        /// Lower-case hex digits up to ','.
        mutating func hexWord() -> UInt64 {
            var value: UInt64 = 0
            var digits = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: ","):
                    guard digits > 0 else { fail("a hex word") }
                    return value
                default: fail("a hex word")
                }
                digits += 1
                guard digits <= 16 else { fail("a hex word") }
            }
            fail("a hex word")
        }

        mutating func intMap() -> [Int: Int] {
            let n = int()
            if n == 0 { return [:] }
            // Sized storage from the start: `reserveCapacity` on the empty literal copied it first.
            var map = [Int: Int](minimumCapacity: n)
            for _ in 0..<n {
                let key = int()
                map[key] = int()
            }
            return map
        }

        mutating func purpose() -> GVLPurpose {
            GVLPurpose(
                id: int(), name: string(), description: string(), illustrations: list { $0.string() },
                consentable: bool(), rightToObject: bool())
        }

        /// One vendor record, fields in the generator's `vendor_record` order.
        mutating func vendor() -> GVLVendor {
            GVLVendor(
                id: int(), name: string(), purposes: idSet(), legIntPurposes: idSet(), flexiblePurposes: idSet(),
                specialPurposes: idSet(), features: idSet(), specialFeatures: idSet(),
                dataDeclaration: optional { $0.idSet() },
                dataRetention: optional { r in
                    GVLDataRetention(stdRetention: r.optional { $0.int() }, purposes: r.intMap(), specialPurposes: r.intMap())
                },
                urls: list { u in GVLVendorURL(langId: u.string(), privacy: u.string(), legIntClaim: u.optional { $0.string() }) },
                policyUrl: optional { $0.string() }, deletedDate: optional { $0.string() },
                overflow: optional { GVLOverflow(httpGetLimit: $0.int()) },
                usesCookies: bool(), cookieMaxAgeSeconds: optional { Int64($0.int()) }, cookieRefresh: bool(),
                usesNonCookieAccess: bool(), deviceStorageDisclosureUrl: optional { $0.string() })
        }
    }
}
