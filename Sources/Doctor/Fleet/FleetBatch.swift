import Basics
import TCF

/// `doctor --batch` over a stream: bytes in, one JSON line per device out, a summary kept. Each line
/// is judged on its own (`FleetJudgement.judge`); what the batch keeps is the line number, CSV's
/// header, the counts, the first error messages and the lines waiting to be judged, so memory does
/// not grow with the input. The command feeds it chunks and writes what it appends.
///
/// Lines wait in a queue of at most `queueLimit` and are judged together, shared out among
/// `workers` threads in runs of consecutive lines whose outputs are joined in input order
/// (`FleetJudge`), so the output is the same with any number of workers.
package struct FleetBatch: Sendable {
    /// What the lines do not say.
    package let defaults: FleetDefaults
    /// The input's name in messages.
    package let name: String
    /// The counts so far.
    package private(set) var summary = FleetSummary()
    /// The first `maxMessages` error messages, one line each, naming file, line and column.
    package private(set) var messages: [String] = []
    /// How many error messages are kept.
    package static let maxMessages = 20
    /// How many distinct lines each worker remembers the output of (`FleetMemo`).
    package static let memoCapacity = 32768
    /// How many lines wait before they are judged.
    package static let queueLimit = 4096

    private let memoCapacity: Int
    private let workers: Int
    private var format: FleetFormat?
    private var judges: [FleetJudge] = []
    private var works: [FleetWork]
    private var queued: [(number: Int, bytes: [UInt8])] = []
    private var pending: [UInt8] = []
    private var overlong = false
    private var lineNumber = 0

    /// A batch reading `name` with `defaults`, each of `workers` threads remembering the outputs of
    /// up to `memoCapacity` lines.
    package init(name: String, defaults: FleetDefaults, memoCapacity: Int = FleetBatch.memoCapacity, workers: Int = 1) {
        self.name = name
        self.defaults = defaults
        self.memoCapacity = memoCapacity
        self.workers = max(1, workers)
        works = Array(repeating: FleetWork(), count: self.workers)
        pending.reserveCapacity(4096)
    }

    /// Reads `chunk`, appending one JSON line for each device line judged so far to `out`. Lines
    /// may wait for more (up to `queueLimit`); `flush` judges them now.
    package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        guard let base = chunk.baseAddress else { return }
        var start = 0
        while start < chunk.count {
            // memchr: the line end found a word at a time rather than a byte at a time.
            guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start) else {
                keep(chunk[start...])
                break
            }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            keep(chunk[start..<end])
            endLine(into: &out)
            start = end + 1
        }
        if queued.count >= Self.queueLimit { flush(into: &out) }
    }

    /// Judges the lines that wait, appending their JSON lines to `out`: for a reader that has nothing
    /// more to read at the moment, so a slow stream still gets each line's answer at once.
    package mutating func flush(into out: inout [UInt8]) {
        guard !queued.isEmpty else { return }
        let used = FleetJudge.judge(queued, with: &judges, into: &works)
        for i in 0..<used {
            out.append(contentsOf: works[i].out)
            summary.merge(works[i].summary)
            for failure in works[i].failures { note(failure.error, line: failure.line) }
        }
        queued.removeAll(keepingCapacity: true)
    }

    /// Reads the last line when the input does not end with a line end, and judges every line left.
    package mutating func finish(into out: inout [UInt8]) {
        if !pending.isEmpty || overlong { endLine(into: &out) }
        flush(into: &out)
    }

    private mutating func keep(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !overlong else { return }
        if pending.count + bytes.count > FleetLineReader.maxLineBytes {
            overlong = true
            pending.removeAll(keepingCapacity: true)
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func endLine(into out: inout [UInt8]) {
        lineNumber += 1
        defer {
            pending.removeAll(keepingCapacity: true)
            overlong = false
        }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if overlong {
            flush(into: &out)
            fail(FleetLineError("the line is longer than \(FleetLineReader.maxLineBytes) bytes", column: 1), into: &out)
            return
        }
        if pending.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
        if lineNumber == 1, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        guard judges.isEmpty else {
            // A copy of its own, so `pending` keeps its buffer for the next line.
            queued.append((lineNumber, pending.fittedCopy()))
            return
        }
        let format = FleetFormat.detect(firstLine: pending)
        var reader = FleetLineReader(format: format)
        self.format = format
        summary.format = format
        if format == .csv {
            do throws(FleetLineError) {
                try reader.header(pending)
            } catch {
                fail(error, into: &out)
            }
        }
        judges = Array(repeating: FleetJudge(reader: reader, defaults: defaults, memoCapacity: memoCapacity), count: workers)
        if format != .csv { queued.append((lineNumber, pending.fittedCopy())) }
    }

    /// Writes the error line of the current line and notes the error.
    private mutating func fail(_ error: FleetLineError, into out: inout [UInt8]) {
        summary.badLines += 1
        FleetJudgement.appendErrorLine(line: lineNumber, format: format ?? .tcLines, error: error, to: &out)
        out.append(UInt8(ascii: "\n"))
        note(error, line: lineNumber)
    }

    /// Keeps the message of a bad line while fewer than `maxMessages` are kept.
    private mutating func note(_ error: FleetLineError, line: Int) {
        guard messages.count < Self.maxMessages else { return }
        messages.append(
            "\(MessageText.line(name)):\(line):\(error.column): \((format ?? .tcLines).rawValue): \(MessageText.line(error.message, limit: 400))")
    }
}
