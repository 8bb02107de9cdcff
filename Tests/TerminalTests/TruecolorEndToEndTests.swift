import ConsentsimTestSupport
import Forms
import Foundation
import Screens
import Testing

/// `consentsim run` on a form with `accent: "#7B1FA2"` in tmux (a 256-colour terminfo entry): exact
/// 24-bit colour where `COLORTERM` says so, the nearest 256-colour entry otherwise.
@Suite(.serialized, .tags(.tmux)) struct TruecolorEndToEndTests {
    /// The default form with a 24-bit accent, written to `scratch`.
    func purpleForm(_ scratch: ScratchDirectory) throws -> String {
        let yaml = try #require(FormLibrary.yaml(named: FormLibrary.defaultFormName))
        #expect(yaml.contains("  accent: blue\n"))
        let path = scratch.file("purple.yaml")
        try yaml.replacingOccurrences(of: "  accent: blue\n", with: "  accent: \"#7B1FA2\"\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The styled screen once the first layer is drawn with `COLORTERM` set to `colorterm`, under
    /// tmux's own terminal type or a direct-colour one (`direct`).
    func firstLayer(colorterm: String, direct: Bool = false, noColor: Bool = false) throws -> String {
        let scratch = try ScratchDirectory()
        var environment = ["COLORTERM": colorterm]
        if noColor { environment["NO_COLOR"] = "1" }
        if direct {
            environment["TERMINFO"] = try directTerminfo(scratch)
            environment["TERM"] = "consentsim-direct"
        }
        let session = try TmuxSession(
            width: 100, height: 30,
            command: RunBinary.command(
                ["--store", "memory", "--order", "no-att", "--form", try purpleForm(scratch)], environment: environment))
        try session.waitForFrame(containing: "›View our vendors")
        let styled = try session.captureStyled()
        try session.send("q")
        let screen = try session.waitFor("exit") { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: screen) == 0)
        return styled
    }

    /// A terminfo database in `scratch` with a direct-colour entry built as ncurses's xterm-direct is
    /// (terminfo.src: the `RGB` flag, 2^24 colours, `38:2::r:g:b` above 7), for machines without
    /// ncurses-term; tmux reads the colon form.
    func directTerminfo(_ scratch: ScratchDirectory) throws -> String {
        let source = #"""
            consentsim-direct|xterm-256color with direct colour,
              RGB, colors#0x1000000, pairs#0x10000, initc@, ccc@, oc@,
              setab=\E[%?%p1%{8}%<%t4%p1%d%e48\:2\:\:%p1%{65536}%/%d\:%p1%{256}%/%{255}%&%d\:%p1%{255}%&%d%;m,
              setaf=\E[%?%p1%{8}%<%t3%p1%d%e38\:2\:\:%p1%{65536}%/%d\:%p1%{256}%/%{255}%&%d\:%p1%{255}%&%d%;m,
              use=xterm-256color,

            """#
        try source.write(toFile: scratch.file("direct.src"), atomically: true, encoding: .utf8)
        let database = scratch.file("terminfo")
        let tic = try Spawn.run("/usr/bin/tic", ["-x", "-o", database, scratch.file("direct.src")], environment: [:])
        try #require(tic.status == 0, "tic: \(tic.output)")
        return database
    }

    @Test func truecolorPaintsTheExactAccent() throws {
        let styled = try firstLayer(colorterm: "truecolor")
        #expect(styled.contains("38;2;123;31;162"), "link and title in #7B1FA2")
        // The focused link keeps its underline and reverse video under the exact colour.
        let link = try #require(styled.split(separator: "\n").first { $0.contains("View our vendors") })
        #expect(link.contains("38;2;123;31;162") && link.contains("4;7m"), "\(link.debugDescription)")
        #expect(!styled.contains("38;5;91"), "no cell is left in the nearest entry")
    }

    @Test func noColorWinsOverTruecolor() throws {
        let styled = try firstLayer(colorterm: "truecolor", noColor: true)
        #expect(!styled.contains("38;2;") && !styled.contains("38;5;"))
        #expect(styled.contains("View our vendors") && styled.contains("7m"), "focus stays visible in reverse video")
    }

    @Test func withoutTruecolorTheNearestEntry() throws {
        let styled = try firstLayer(colorterm: "")
        let link = try #require(styled.split(separator: "\n").first { $0.contains("View our vendors") })
        #expect(link.contains("38;5;91"), "#7B1FA2's nearest xterm-256 entry: \(link.debugDescription)")
        #expect(!styled.contains("38;2;"))
    }

    @Test func directTerminfoPaintsTheExactAccentThroughNcurses() throws {
        // No COLORTERM: the exact colour can only come from ncurses's own setaf with 0x7B1FA2.
        let styled = try firstLayer(colorterm: "", direct: true)
        let link = try #require(styled.split(separator: "\n").first { $0.contains("View our vendors") })
        #expect(link.contains("38;2;123;31;162") && link.contains("4;7m"), "\(link.debugDescription)")
        #expect(!styled.contains("38;5;"), "no palette entries under a direct entry")
    }
}
