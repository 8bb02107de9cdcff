import Basics
import ConsentsimTestSupport
import Foundation
import Screens
import Testing

@testable import Scripting

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Recordings go to disk as they are made (a frame or two in memory), inside the session's time
/// limit; snapshots of different scripts never share a file.
@Suite struct RecordingStreamTests {
    @Test func onlyFinalFramesLeaveAndAChangeUndoneAtOneInstantShowsNothing() throws {
        let collector = FrameCollector()
        var recording = SessionRecording(title: "t", sinks: [collector])
        let a = Canvas(size: Size(width: 2, height: 1)), b = Canvas(size: Size(width: 3, height: 1))
        recording.show(a)
        #expect(collector.frames.isEmpty, "the newest frame may still change")
        recording.show(b)
        #expect(collector.frames.isEmpty, "a change at the same instant replaces it")
        recording.show(a)
        recording.show(a)
        #expect(collector.frames.isEmpty)
        recording.finish()
        #expect(collector.frames.map(\.canvas.size.width) == [2])
        #expect(collector.milliseconds == 0)
    }

    @Test(.tags(.spawnsProcess)) func aRecordingOverTheTimeLimitWritesNothing() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // 200,000 frames: bounded, but far longer than the limit.
        try ScriptFilesForTests.write("Set Order no-att\nLaunch\n" + String(repeating: "Tab 10000\n", count: 20), to: dir.path + "/long.keys")
        let r = try consentsim([
            "play", "--timeout", "1", dir.path + "/long.keys", "--cast", dir.path + "/out/r.cast",
            "--svg-animation", dir.path + "/out/r.svg",
        ])
        #expect(r.status == 1)
        // Reported at the step it was playing, not at line 1.
        #expect(r.stdout.contains("long.keys:3:1: Tab 10000\n  timed out after 1 s waiting for this step to finish (Tab 10000)\n"), "\(r.stdout)")
        let left = (try? listDirectory(dir.path + "/out")) ?? []
        #expect(left.isEmpty, "no recording and no temporary file: \(left)")
    }

    @Test(.tags(.spawnsProcess)) func aRecordingIsWrittenAsTheSameBytesWhateverItsLength() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let script = "Set Columns 60\nSet Rows 20\nSet Order no-att\nLaunch\n" + String(repeating: "Tab 7\nSleep 10ms\n", count: 40) + "Enter\n"
        try ScriptFilesForTests.write(script, to: dir.path + "/m.keys")
        func record() throws -> (cast: String, svg: String) {
            let r = try consentsim(["play", dir.path + "/m.keys", "--cast", dir.path + "/m.cast", "--svg-animation", dir.path + "/m.svg"])
            #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
            return (
                try String(contentsOfFile: dir.path + "/m.cast", encoding: .utf8), try String(contentsOfFile: dir.path + "/m.svg", encoding: .utf8)
            )
        }
        let first = try record()
        let frames = first.svg.components(separatedBy: "<svg class=\"frame\"").count - 1
        #expect(frames > 100, "\(frames) frames")
        #expect(first.cast.split(separator: "\n").count == 1 + frames + 1, "header, a frame each, the closing hold")
        #expect(first.svg.hasSuffix("</g>\n</svg>\n"))
        let document = try XMLDocument(xmlString: first.svg)
        #expect(try document.nodes(forXPath: "//*[local-name()='svg'][@class='frame']").count == frames)
        #expect(try record() == first, "the same session gives the same files")
        #expect(try listDirectory(dir.path) == ["m.cast", "m.keys", "m.svg"])
    }
}
