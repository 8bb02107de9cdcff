import Basics
import Browser
import ConsentsimTestSupport
import Foundation
import Testing

/// One browser draws a batch of pictures of mixed sizes through its screencast, each picture its own.
@Suite(.serialized, .tags(.spawnsProcess, .chromium)) struct HeadlessChromiumTests {
    /// A picture `width` by `height` of one colour with a stripe at `stripe` pixels from the left.
    static func svg(width: Int, height: Int, fill: String, stripe: Int) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)"><rect width="\(width)" height="\(height)" \
        fill="\(fill)"/><rect x="\(stripe)" width="3" height="\(height)" fill="#000"/></svg>
        """
    }

    @Test(arguments: [1, 2, 3]) func everyPictureComesFromTheScreencastAtItsScaledSize(scale: Int) throws {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        // Same-sized neighbours differ only in colour and stripe: a frame of the wrong picture shows.
        let specs = [(120, 80, "#e53935", 10), (120, 80, "#1e88e5", 40), (64, 200, "#43a047", 20), (120, 80, "#e53935", 70)]
        var pictures: [HeadlessChromium.Picture] = []
        for (index, spec) in specs.enumerated() {
            let path = scratch.path + "/\(index).svg"
            try Data(Self.svg(width: spec.0, height: spec.1, fill: spec.2, stripe: spec.3).utf8).write(to: URL(fileURLWithPath: path))
            pictures.append(HeadlessChromium.Picture(path: path, width: spec.0, height: spec.1))
        }
        var pngs = [[UInt8]](repeating: [], count: specs.count)
        try browser.screenshots(of: pictures, pagePath: scratch.path + "/batch.html", scale: scale) { index, png in
            #expect(pngs[index].isEmpty, "each picture is handed over once")
            pngs[index] = png
        }
        for (png, spec) in zip(pngs, specs) {
            let size = ChromiumSupport.pngSize(png)
            #expect(size?.width == spec.0 * scale && size?.height == spec.1 * scale, "\(String(describing: size))")
        }
        #expect(Set(pngs).count == specs.count, "each picture is drawn from its own part of the page")
        #expect(browser.picturesCapturedOnRequest == 0)
    }

    @Test func aSecondBatchInTheSameBrowserShowsItsOwnPictures() throws {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        var first: [UInt8] = []
        var second: [UInt8] = []
        for (fill, keep) in [("#e53935", 0), ("#1e88e5", 1)] {
            let path = scratch.path + "/\(keep).svg"
            try Data(Self.svg(width: 90, height: 60, fill: fill, stripe: 5).utf8).write(to: URL(fileURLWithPath: path))
            try browser.screenshots(
                of: [HeadlessChromium.Picture(path: path, width: 90, height: 60)], pagePath: scratch.path + "/batch.html", scale: 1
            ) { _, png in
                if keep == 0 { first = png } else { second = png }
            }
        }
        #expect(!first.isEmpty && !second.isEmpty && first != second)
        #expect(browser.picturesCapturedOnRequest == 0)
    }

    @Test func theBrowserHoldsNoneOfThisProcesssFiles() throws {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let written = scratch.path + "/being-written"
        let fd = open(written, O_WRONLY | O_CREAT, 0o644)
        try #require(fd > 4)
        defer { close(fd) }
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        let path = scratch.path + "/0.svg"
        try Data(Self.svg(width: 40, height: 40, fill: "#fff", stripe: 1).utf8).write(to: URL(fileURLWithPath: path))
        try browser.screenshots(of: [HeadlessChromium.Picture(path: path, width: 40, height: 40)], pagePath: scratch.path + "/b.html", scale: 1) {
            _, _ in
        }
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(browser.processGroup)/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(browser.processGroup)/fd/\($0)")
        }
        #expect(!held.isEmpty, "the browser's descriptors can be read")
        #expect(!held.contains(written))
    }

    @Test func stoppingTheBrowserLeavesNoProcessOrTemporaryFolderBehind() throws {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let profile = scratch.path + "/profile"
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: profile)
        let path = scratch.path + "/0.svg"
        try Data(Self.svg(width: 40, height: 40, fill: "#fff", stripe: 1).utf8).write(to: URL(fileURLWithPath: path))
        try browser.screenshots(of: [HeadlessChromium.Picture(path: path, width: 40, height: 40)], pagePath: scratch.path + "/b.html", scale: 1) {
            _, _ in
        }
        let group = browser.processGroup
        #if os(Linux)
            // Its temporary folders go into its profile, removed with it whether it exits or is killed:
            // it runs with TMPDIR set to the profile. (Other tests' browsers share the system's
            // temporary folder, so this asks the process, not the folder.)
            let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(group)/environ"))
            let environment = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            #expect(environment.contains("TMPDIR=" + profile), "the browser's TMPDIR is its profile")
        #endif
        // The browser leads a process group of its own, so one signal stops its helpers with it.
        #expect(getpgid(group) == group && getpgid(group) != getpgrp())
        browser.finish()
        // The whole process group goes (kill with signal 0 probes it); killed helpers linger only
        // until init reaps them, so the probe waits for that, not for anyone's shutdown.
        var gone = false
        for _ in 0..<200 where !gone {
            gone = kill(-group, 0) == -1 && errno == ESRCH
            if !gone { usleep(50_000) }
        }
        #expect(gone, "the browser's process group is gone after finish()")
    }
}
