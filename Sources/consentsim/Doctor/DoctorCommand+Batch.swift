import ArgumentParser
import Basics
import Doctor
import Flow
import TCF

extension DoctorCommand {
    /// `doctor --batch`: streams `path` through `FleetBatch`, writing each device's line as it is
    /// judged, then the summary.
    func runBatch(_ path: String) throws {
        let defaults = FleetDefaults(
            today: today.flatMap(CivilDate.init(iso8601Date:)) ?? DoctorCommand.utcToday(),
            region: AdRequestRegion(rawValue: region.lowercased()) ?? .other,
            att: att.flatMap { ATTrackingStatus(name: $0) },
            certifiedCMPs: try certifiedCMPs.map(SimulatorFlags.certifiedCMPsFile)?.list ?? .embedded)
        var batch = FleetBatch(name: InputFile.displayName(path), defaults: defaults)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        do {
            try InputChunks.forEachChunk(path) { chunk in
                batch.feed(chunk, into: &out)
                if out.count >= 1 << 16 {
                    StandardOutput.write(bytes: out)
                    out.removeAll(keepingCapacity: true)
                }
            }
        } catch let error as InputFileError {
            throw CLIError(error.description)
        }
        batch.finish(into: &out)
        StandardOutput.write(bytes: out)
        try StandardOutput.flush()
        for message in batch.messages { StandardOutput.writeError(message) }
        if batch.summary.badLines > batch.messages.count {
            StandardOutput.writeError("… and \(batch.summary.badLines - batch.messages.count) more bad lines")
        }
        let text =
            switch summary {
            case .text: batch.summary.text
            case .json: batch.summary.json.serialized(pretty: true)
            }
        if let summaryFile {
            try OutputFile.write(text + "\n", to: summaryFile)
        } else {
            StandardOutput.writeError(text)
        }
        if batch.summary.badLines > 0 { throw ExitCode(1) }
    }
}
