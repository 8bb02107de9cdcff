import ArgumentParser
import Basics
import Doctor
import Flow
import Scripting
import TCF

extension DoctorCommand {
    /// `doctor --batch`: streams `path` through `FleetBatch`, writing each device's line as it is
    /// judged, then the summary.
    func runBatch(_ path: String) throws {
        let defaults = FleetDefaults(
            today: today.flatMap(CivilDate.init(iso8601Date:)) ?? DoctorCommand.utcToday(),
            region: AdRequestRegion(rawValue: region.lowercased()) ?? .other,
            att: att.flatMap { ATTrackingStatus(name: $0) },
            certifiedCMPs: try certifiedCMPs.map(SettingFiles.certifiedCMPs)?.list ?? .embedded)
        var batch = FleetBatch(name: InputFile.displayName(path), defaults: defaults, workers: ProcessorCount.online)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        do {
            try InputChunks.forEachChunk(path) { chunk in
                batch.feed(chunk, into: &out)
                // A short read: the input has nothing more for now (a slow stream), so what waits is
                // answered now rather than after more lines come.
                if chunk.count < InputChunks.chunkSize { batch.flush(into: &out) }
                if out.count >= 1 << 16 {
                    if devices { StandardOutput.write(bytes: out) }
                    out.removeAll(keepingCapacity: true)
                }
            }
        } catch let error as InputFileError {
            throw CLIError(error.description)
        }
        batch.finish(into: &out)
        if devices { StandardOutput.write(bytes: out) }
        try StandardOutput.flush()
        for message in batch.messages { StandardOutput.writeError(message) }
        if batch.summary.badLines > batch.messages.count {
            StandardOutput.writeError("… and \(batch.summary.badLines - batch.messages.count) more bad lines")
        }
        try writeSummary(batch.summary, toStandardOutput: !devices)
        if batch.summary.badLines > 0 { throw ExitCode(1) }
    }

    /// `doctor --merge-summaries`: adds up the JSON summaries on the lines of `path`.
    func runMerge(_ path: String) throws {
        let name = InputFile.displayName(path)
        let bytes = try InputBytes.read(path)
        var total = FleetSummary()
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else { continue }
            let part: FleetSummary
            do {
                part = try FleetSummary(json: JSONParser.parse(bytes: Array(line)))
            } catch let error as JSONSyntaxError {
                throw CLIError("\(MessageText.line(name)):\(index + 1):\(error.location.column): \(MessageText.line(error.message, limit: 400))")
            } catch let error as FleetLineError {
                throw CLIError("\(MessageText.line(name)):\(index + 1): \(MessageText.line(error.message, limit: 400))")
            }
            guard total.devices + part.devices <= FleetSummary.maxMergedCount, total.badLines + part.badLines <= FleetSummary.maxMergedCount else {
                throw CLIError("\(MessageText.line(name)):\(index + 1): the summaries count more than \(FleetSummary.maxMergedCount) devices")
            }
            total.merge(part)
        }
        try writeSummary(total, toStandardOutput: true)
    }

    /// Writes `summary` as `--summary` says to `--summary-file`, else to standard output or error.
    private func writeSummary(_ summary: FleetSummary, toStandardOutput: Bool) throws {
        let text =
            switch self.summary {
            case .text: summary.text + "\n"
            case .json: summary.json.serialized() + "\n"
            case .html: summary.html
            }
        if let summaryFile {
            try OutputFile.write(text, to: summaryFile)
        } else if toStandardOutput {
            StandardOutput.write(text)
            try StandardOutput.flush()
        } else {
            StandardOutput.writeError(String(text.dropLast()))
        }
    }
}
