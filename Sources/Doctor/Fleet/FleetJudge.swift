import Basics
import Synchronization

/// Judges the lines of one batch once its format (and CSV header) is known: each line to its output
/// line and what the summary counts, remembering repeated lines (`FleetMemo`). One judge per worker:
/// a judge's only state is its memo, which never changes an output, so lines can be shared out
/// between judges in any way and the output is the same.
struct FleetJudge: Sendable {
    /// The reader of the batch's lines.
    let reader: FleetLineReader
    /// What the lines do not say.
    let defaults: FleetDefaults
    private var memo: FleetMemo
    private var tail: [UInt8] = []

    /// A judge of lines read by `reader`.
    init(reader: FleetLineReader, defaults: FleetDefaults, memoCapacity: Int) {
        self.reader = reader
        self.defaults = defaults
        memo = FleetMemo(capacity: memoCapacity)
        tail.reserveCapacity(512)
    }

    /// Judges line `number`, appending its output line (with its line end) to `out`, the error's line
    /// when it cannot be read; returns what the summary counts, or the error.
    mutating func judge(_ line: [UInt8], number: Int, into out: inout [UInt8]) -> Result<FleetTally, FleetLineError> {
        let key = memo.key(line)
        if let key, let known = memo.entry(for: key) {
            FleetJudgement.appendLineMember(number, to: &out)
            out.append(contentsOf: known.tail)
            out.append(UInt8(ascii: "\n"))
            return .success(known.tally)
        }
        do throws(FleetLineError) {
            let judgement = FleetJudgement.judge(try reader.device(line), defaults: defaults)
            let tally = judgement.tally
            tail.removeAll(keepingCapacity: true)
            judgement.appendJSONTail(to: &tail)
            FleetJudgement.appendLineMember(number, to: &out)
            out.append(contentsOf: tail)
            out.append(UInt8(ascii: "\n"))
            // A copy of its own, so `tail` keeps its buffer for the next line.
            if let key, memo.admit(key) { memo.keep(FleetMemo.Entry(tail: tail.fittedCopy(), tally: tally), for: key) }
            return .success(tally)
        } catch {
            FleetJudgement.appendErrorLine(line: number, format: reader.format, error: error, to: &out)
            out.append(UInt8(ascii: "\n"))
            return .failure(error)
        }
    }
}

/// What one worker made of its share of the queued lines: their output lines in order, the counts,
/// and the lines it could not read.
struct FleetWork: Sendable {
    var out: [UInt8] = []
    var summary = FleetSummary()
    var failures: [(line: Int, error: FleetLineError)] = []
}

extension FleetJudge {
    /// Judges `lines` with `judges`, one worker each on a thread of its own. The lines are cut into
    /// runs of consecutive lines, each judged into its slot of `works` (emptied first; grown to as
    /// many as there are runs, kept by the caller so their buffers are reused rather than mapped anew
    /// each time), and each worker takes the next run not yet taken: on a shared machine a worker
    /// whose thread waits for a core takes fewer runs rather than holding up the others. Returns how
    /// many slots hold results; in slot order they are in line order, so appending them one after
    /// another keeps the output in input order.
    static func judge(_ lines: [(number: Int, bytes: [UInt8])], with judges: inout [FleetJudge], into works: inout [FleetWork]) -> Int {
        let workers = min(judges.count, max(1, lines.count / minimumShare))
        let runs = workers == 1 ? 1 : (lines.count + minimumShare - 1) / minimumShare
        while works.count < runs { works.append(FleetWork()) }
        for i in 0..<runs {
            works[i].out.removeAll(keepingCapacity: true)
            works[i].summary = FleetSummary()
            works[i].failures.removeAll(keepingCapacity: true)
        }
        let share = (lines.count + runs - 1) / runs
        func run(_ index: Int, _ judge: inout FleetJudge, _ work: inout FleetWork) {
            let start = min(lines.count, index * share)
            let end = min(lines.count, start + share)
            for i in start..<end {
                switch judge.judge(lines[i].bytes, number: lines[i].number, into: &work.out) {
                case .success(let tally): work.summary.add(tally)
                case .failure(let error):
                    work.summary.badLines += 1
                    work.failures.append((lines[i].number, error))
                }
            }
        }
        if workers == 1 {
            run(0, &judges[0], &works[0])
            return 1
        }
        let next = Atomic<Int>(0)
        judges.withUnsafeMutableBufferPointer { judgeSlots in
            works.withUnsafeMutableBufferPointer { workSlots in
                // Each thread touches only its own judge, and each run's slot is taken by one thread.
                Threads.concurrentPerform(workers) { worker in
                    while true {
                        let index = next.add(1, ordering: .relaxed).oldValue
                        guard index < runs else { break }
                        run(index, &judgeSlots[worker], &workSlots[index])
                    }
                }
            }
        }
        return runs
    }

    /// The fewest lines worth a thread of their own, and the length of the runs workers take.
    static let minimumShare = 256
}
