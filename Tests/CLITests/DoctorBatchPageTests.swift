import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// `doctor --batch --summary html` loaded in headless Chromium (Debian's `chromium`, which `.ci/run`
/// installs): the page renders offline, and each bar as drawn is as long as its share.
@Suite(.tags(.spawnsProcess)) struct DoctorBatchPageTests {
    @Test(.tags(.chromium)) func chromiumDrawsEachBarAsLongAsItsShare() throws {
        let browser = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let strings = FleetFixture.tcStrings(count: 300)
        let input = (0..<900).map { FleetFixture.line($0, strings: strings) }.joined(separator: "\n") + "\n"
        let r = try consentsim(
            ["doctor", "--batch", "-", "--today", "2026-11-24", "--summary", "html", "--summary-file", dir.path + "/page.html"], stdin: input)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOfFile: dir.path + "/page.html", encoding: .utf8)
        // The test's own copy measures what the browser drew: each row's share, bar ÷ track, and
        // whether its label stays left of the bar.
        let measure = """
            <script>
            const rows = [...document.querySelectorAll('g.row')].map(g => {
              const bar = g.querySelector('rect.bar').getBoundingClientRect();
              const track = g.querySelector('rect.track').getBoundingClientRect();
              const label = g.querySelector('text').getBoundingClientRect();
              return [g.closest('section').id, g.dataset.share, (bar.width / track.width).toFixed(5), label.right <= track.left ? 'clear' : 'overlaps'].join(' ');
            });
            const pre = document.createElement('pre');
            pre.id = 'measured';
            pre.textContent = rows.join('\\n');
            document.body.appendChild(pre);
            </script>
            """
        try page.replacingOccurrences(of: "</body>", with: measure + "\n</body>").write(
            toFile: dir.path + "/measure.html", atomically: true, encoding: .utf8)
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(dir.path)/profile",
        ]
        let dom = try run(browser, common + ["--dump-dom", "file://" + dir.path + "/measure.html"])
        #expect(dom.status == 0, "\(dom.stderr.suffix(600))")
        for marker in ["Uncaught", "ERR_FILE_NOT_FOUND", "ERR_NAME_NOT_RESOLVED", "Failed to load resource"] {
            #expect(!dom.stderr.contains(marker), "\(marker) in: \(dom.stderr.suffix(600))")
        }
        #expect(dom.stdout.contains("900 devices (TC string lines), 0 bad lines"))
        guard let start = dom.stdout.range(of: "<pre id=\"measured\">"),
            let end = dom.stdout.range(of: "</pre>", range: start.upperBound..<dom.stdout.endIndex)
        else {
            Issue.record("no measurements in: \(dom.stdout.suffix(400))")
            return
        }
        let rows = dom.stdout[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.split(separator: " ") }
        #expect(rows.count >= 8)
        var sections = Set<Substring>()
        for row in rows {
            guard row.count == 4, let share = Double(row[1]), let drawn = Double(row[2]) else {
                Issue.record("unreadable row \(row)")
                continue
            }
            sections.insert(row[0])
            #expect(abs(drawn - share) < 0.001, "\(row.joined(separator: " "))")
            #expect(row[3] == "clear", "\(row.joined(separator: " "))")
        }
        #expect(sections == ["serving-modes", "error-codes", "rules", "lifts"])
    }
}
