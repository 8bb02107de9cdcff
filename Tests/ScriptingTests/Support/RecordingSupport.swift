import Basics
import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// Keeps what a recording sends, to check frames and pacing without reading a file back.
final class FrameCollector: RecordingSink {
    var frames: [RecordedFrame] = []
    var screenshots: [RecordedScreenshot] = []
    var milliseconds: Int?

    func frame(_ frame: RecordedFrame) { frames.append(frame) }
    func screenshot(_ shot: RecordedScreenshot) { screenshots.append(shot) }
    func finish(milliseconds: Int) { self.milliseconds = milliseconds }
}

/// A session recorded on the fake host into an asciicast, an animated SVG and a collector, with the
/// two files as written.
struct RecordedSession {
    var result: SessionResult
    var collected: FrameCollector
    var cast: String
    var svg: String
    var problems: [String]

    /// Plays `script` (already loaded) on a fresh `FakeHost` with `directives`.
    static func record(_ script: Script, directives: [LocatedDirective] = [], title: String) throws -> RecordedSession {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let castFile = try OutputFile(path: dir.path + "/r.cast"), svgFile = try OutputFile(path: dir.path + "/r.svg")
        let collector = FrameCollector()
        var recording = SessionRecording(
            title: title, directives: directives,
            sinks: [
                AsciicastWriter(title: title, output: castFile), try SVGAnimationWriter(title: title, output: svgFile), collector,
            ])
        var host = FakeHost()
        var player = ScriptPlayer(snapshots: SnapshotSet(scriptPath: title), observer: { recording.record($0, $1) })
        player.framed = true
        let result = player.play(script, on: &host)
        recording.finish()
        try castFile.commit()
        try svgFile.commit()
        return RecordedSession(
            result: result, collected: collector,
            cast: try String(contentsOfFile: dir.path + "/r.cast", encoding: .utf8),
            svg: try String(contentsOfFile: dir.path + "/r.svg", encoding: .utf8), problems: recording.problems)
    }
}
