import Basics
import Browser
import ConsentsimTestSupport
import Forms
import Foundation
import Pictures
import Screens

/// Benchmarks of `consentsim preview` (the targets: the default form in all 7 languages at 80x24 and
/// 120x40 as SVG, 224 pictures, < 1 s; 16 PNG pictures through one headless Chromium, < 2.5 s).
enum PreviewBenches {
    static var all: [Benchmark] {
        let form = FormLibrary.defaultForm
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]
        return [
            Benchmark(name: "preview.default-svg-7x2", unit: "preview", targetNanoseconds: 1_000_000_000) {
                try PreviewBatch(form: form, languages: form.languages.list, sizes: sizes).files(.svg).count
            },
            // What `preview --format png` does for 16 pictures: one browser started while the SVGs are
            // drawn, the pictures stacked in one page and each taken from the screencast, the browser
            // stopped. Skipped without Chromium.
            Benchmark(name: "preview.default-png-16", unit: "16 pictures", targetNanoseconds: 2_500_000_000) {
                try png16(form: form)
            },
        ]
    }

    /// The default form's first 16 terminal pictures (English, then German, at 80x24) as PNG.
    static func png16(form: FormDefinition) throws -> Int {
        guard let chromium = ChromiumSupport.executable else { return 0 }
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let browser = try HeadlessChromium(executable: chromium, profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        let files = try PreviewBatch(form: form, languages: ["en", "de"], sizes: [Size(width: 80, height: 24)]).files(.svg).prefix(16)
        var pictures: [HeadlessChromium.Picture] = []
        for (index, file) in files.enumerated() {
            let path = scratch.path + "/\(index).svg"
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            pictures.append(HeadlessChromium.Picture(path: path, width: 768, height: 480))
        }
        var bytes = 0
        try browser.screenshots(of: pictures, pagePath: scratch.path + "/batch.html", scale: 1) { index, png in
            try Data(png).write(to: URL(fileURLWithPath: scratch.path + "/\(index).png"))
            bytes += png.count
        }
        return bytes
    }
}
