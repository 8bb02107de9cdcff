import Store
import TCF
import Testing

@testable import Flow

#if canImport(Glibc)
    import Basics
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct RuntimeTests {
    static func tempDir() -> String {
        var template = Array("/tmp/flowtests-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        return path
    }

    @Test func traceIsJSONLinesWithEventsEffectsAndChanges() throws {
        let sink = MemoryTraceSink()
        let r = try launched(config { $0.attOrder = .noATT }, trace: sink)
        try r.send(.umpForm(.consentAll))
        let records = try sink.lines.map { try JSONParser.parse($0) }
        #expect(records.count == Int(r.sequence) + 1)
        guard case .object(let header) = records[0] else { Issue.record("header"); return }
        #expect(header["configuration"] != nil && header["seq"] == .int(0))
        var names: [String] = []
        for (i, record) in records.dropFirst().enumerated() {
            guard case .object(let o) = record, case .object(let event)? = o["event"], case .string(let name)? = event["event"] else {
                Issue.record("record \(i) malformed")
                continue
            }
            #expect(o.keys == ["seq", "event", "effects", "changes"])
            #expect(o["seq"] == .int(Int64(i + 1)))
            names.append(name)
        }
        #expect(
            Array(names.prefix(4)) == ["launch", "ump.consentInfoUpdateFinished(success)", "ump.formLoadFinished(success)", "umpForm(consentAll)"])
        // The request record shows the previous session's status; the completion shows the update.
        guard case .object(let launch) = records[1], case .object(let changes)? = launch["changes"] else { return }
        #expect(changes["ump.consentStatus"] == .string("unknown"))
        #expect(changes["ump.pendingRequests"] == .int(1))
        #expect(changes["ump"] == nil)
        guard case .array(let launchEffects)? = launch["effects"] else { return }
        #expect(
            launchEffects.contains {
                if case .object(let e) = $0, case .object(let call)? = e["call"] { call["ump"] == .string("requestConsentInfoUpdate") } else { false }
            })
        guard case .object(let finished) = records[2], case .object(let changes2)? = finished["changes"] else { return }
        #expect(changes2["ump.consentStatus"] == .string("required"))
        #expect(changes2["device.IABTCF_gdprApplies"] == .int(1))
        guard case .object(let consent) = records[4], case .object(let changes3)? = consent["changes"] else { return }
        #expect(changes3["ump.consentStatus"] == .string("obtained"))
        #expect(changes3["screen"] == .string("home"))
        if case .string(let tc)? = changes3["device.IABTCF_TCString"] {
            #expect(try TCString.decode(tc).cmpId == 300)
        } else {
            Issue.record("no TC string change")
        }
    }

    @Test func fileTraceSinkWritesLines() throws {
        let dir = Self.tempDir()
        let path = dir + "/trace.jsonl"
        do {
            let sink = try FileTraceSink(path: path)
            let r = try launched(config { $0.attOrder = .noATT }, trace: sink)
            try r.send(.umpForm(.doNotConsent))
        }
        let text = try #require(readFile(path))
        let lines = text.split(separator: "\n")
        #expect(lines.count >= 5)
        for line in lines { _ = try JSONParser.parse(String(line)) }
        #expect(throws: TraceSinkError.self) { try FileTraceSink(path: dir + "/missing/dir/trace.jsonl") }
    }

    @Test func plistFileStoreRelaunchGivesTheSameState() throws {
        let dir = Self.tempDir()
        let store = PlistFileStore(path: dir + "/app.plist", durability: .none)
        let system = PlistFileStore(path: dir + "/system.plist", durability: .none)
        let c = config { $0.attOrder = .cmpFirst }
        let a = try FlowRuntime(configuration: c, store: store, systemStore: system)
        try a.launch()
        try a.send(.umpForm(.consentAll))
        try a.send(.alertAllow)
        try a.send(.advanceClock(days: 10))
        let b = try FlowRuntime(configuration: c, store: store, systemStore: system)
        try b.launch()
        #expect(b.state.device == a.state.device)
        #expect(b.state.system == a.state.system)
        #expect(b.state.screen == .home && b.ump.consentStatus == .obtained)
        #expect(b.state.adRequest == a.state.adRequest)
        try a.send(.relaunch)
        #expect(a.state.device == b.state.device && a.ump.consentStatus == b.ump.consentStatus)
        #expect(try store.load() == b.state.device)
    }

    @Test func memoryStoreMirrorsState() throws {
        let store = MemoryStore()
        let r = try launched(config { $0.attOrder = .noATT }, store: store)
        try r.send(.umpForm(.consentAll))
        #expect(store.load() == r.state.device)
        try r.send(.umpReset)
        #expect(store.load() == r.state.device)
    }

    @Test func runawayFollowUpsAreReported() throws {
        let r = try FlowRuntime(configuration: AppConfiguration(), store: MemoryStore())
        r.maxEventsPerSend = 2
        #expect(throws: FlowRuntimeError.self) { try r.launch() }
    }
}

func readFile(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}
