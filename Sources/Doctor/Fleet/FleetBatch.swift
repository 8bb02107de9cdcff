import Basics
import TCF

/// `doctor --batch` over a stream: bytes in, one JSON line per device out, a summary kept. Each line
/// is judged on its own (`FleetJudgement.judge`); what the batch keeps is the line number, CSV's
/// header, the counts and the first error messages, so memory does not grow with the input. Pure:
/// the command feeds it chunks and writes what it appends.
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

    private var reader: FleetLineReader?
    private var pending: [UInt8] = []
    private var overlong = false
    private var lineNumber = 0

    /// A batch reading `name` with `defaults`.
    package init(name: String, defaults: FleetDefaults) {
        self.name = name
        self.defaults = defaults
        pending.reserveCapacity(4096)
    }

    /// Reads `chunk`, appending one JSON line for each complete device line to `out`.
    package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var start = 0
        let newline = UInt8(ascii: "\n")
        while start < chunk.count {
            guard let end = chunk[start...].firstIndex(of: newline) else {
                keep(chunk[start...])
                return
            }
            keep(chunk[start..<end])
            endLine(into: &out)
            start = end + 1
        }
    }

    /// Reads the last line when the input does not end with a line end.
    package mutating func finish(into out: inout [UInt8]) {
        if !pending.isEmpty || overlong { endLine(into: &out) }
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
            fail(FleetLineError("the line is longer than \(FleetLineReader.maxLineBytes) bytes", column: 1), format: reader?.format, into: &out)
            return
        }
        if pending.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
        if lineNumber == 1, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        guard let reader else {
            let format = FleetFormat.detect(firstLine: pending)
            var first = FleetLineReader(format: format)
            summary.format = format
            if format == .csv {
                do throws(FleetLineError) {
                    try first.header(pending)
                } catch {
                    fail(error, format: format, into: &out)
                }
                reader = first
                return
            }
            reader = first
            judge(with: first, into: &out)
            return
        }
        judge(with: reader, into: &out)
    }

    private mutating func judge(with reader: FleetLineReader, into out: inout [UInt8]) {
        do throws(FleetLineError) {
            let judgement = FleetJudgement.judge(try reader.device(pending), defaults: defaults)
            summary.add(judgement)
            judgement.appendJSONLine(line: lineNumber, to: &out)
            out.append(UInt8(ascii: "\n"))
        } catch {
            fail(error, format: reader.format, into: &out)
        }
    }

    private mutating func fail(_ error: FleetLineError, format: FleetFormat?, into out: inout [UInt8]) {
        summary.badLines += 1
        let format = format ?? .tcLines
        FleetJudgement.appendErrorLine(line: lineNumber, format: format, error: error, to: &out)
        out.append(UInt8(ascii: "\n"))
        if messages.count < Self.maxMessages {
            messages.append(
                "\(MessageText.line(name)):\(lineNumber):\(error.column): \(format.rawValue): \(MessageText.line(error.message, limit: 400))")
        }
    }
}
