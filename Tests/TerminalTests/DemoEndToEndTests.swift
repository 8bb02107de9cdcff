import Foundation
import Testing
import UI

/// The ncurses backend end to end: the demo runs in a real terminal (tmux) and is driven with keys.
@Suite(.serialized) struct DemoEndToEndTests {
    /// Rows of the box: every one is exactly `width` cells and ends in a border glyph.
    func expectBoxAligned(_ screen: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let box = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        #expect(box.count >= 12, "box rows: \(box.count)", sourceLocation: sourceLocation)
        for line in box {
            #expect(CellWidth.string(line) == width, "\(line)", sourceLocation: sourceLocation)
            #expect(["┐", "│", "┘"].contains(line.last.map(String.init) ?? ""), "\(line)", sourceLocation: sourceLocation)
        }
    }

    /// The screen after the program ended: its exit status and that the terminal is back to normal.
    func expectRestored(_ session: TmuxSession, status expected: (Int) -> Bool, timeout: Duration = .seconds(5),
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try session.waitFor("exit", timeout: timeout, sourceLocation: sourceLocation) { Demo.ttyModes(in: $0) != nil }
        let status = try #require(Demo.exitStatus(in: screen), sourceLocation: sourceLocation)
        #expect(expected(status), "exit status \(status)", sourceLocation: sourceLocation)
        #expect(try session.value("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(Demo.ttyModes(in: screen) == ["icanon", "echo"], "terminal modes not restored", sourceLocation: sourceLocation)
        #expect(!screen.contains("consentsim terminal demo"), "the demo's screen is still showing", sourceLocation: sourceLocation)
    }

    @Test func screenKeysAndMouse() throws {
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command())
        var screen = try session.waitFor(text: "consentsim terminal demo")
        #expect(try session.value("#{alternate_on}") == "1")
        // Combining marks travel inside the cell of their base letter (setcchar), so widths stay right.
        for text in ["at Cafe\u{301} Zoe\u{308} value", "Русский: Мы и наши партнёры ценим вашу конфиденциальность.", "한국어: 저희와 파트너는 귀하의 개인정보를 소중히 여깁니다.",
                     "日本語：当社とパートナーはお客様のプライバシーを大切にします。", "›[ ] Personalised ads", "focus: demo.switch"] {
            #expect(screen.contains(text), "\(text)")
        }
        expectBoxAligned(screen, width: 100)

        try session.send("Space")
        try session.waitFor(text: "switch: on")
        #expect(try session.capture().contains("›[x] Personalised ads"))
        try session.send("Tab")
        try session.waitFor(text: "focus: demo.accept")
        try session.send("Enter")
        try session.waitFor(text: "pressed: demo.accept")
        try session.send("BTab")
        try session.waitFor(text: "focus: demo.switch")
        try session.send("Down", "Down")
        try session.waitFor(text: "focus: demo.reject")
        try session.send("Escape")
        try session.waitFor(text: "last: Escape")
        try session.send("C-z")
        try session.waitFor(text: "last: Ctrl+Z")  // raw mode: no suspend, the app sees the key

        // A left-button press (X10 mouse report) on "Reject all" focuses and presses it.
        screen = try session.capture()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("[ Reject all ]") })
        let prefix = try #require(lines[row].range(of: "[ Reject all ]")).lowerBound
        let column = CellWidth.string(lines[row][..<prefix]) + 2
        try session.sendBytes([0x1B, 0x5B, 0x4D, 32 + 0, UInt8(33 + column), UInt8(33 + row)])  // press, button 1
        try session.sendBytes([0x1B, 0x5B, 0x4D, 32 + 3, UInt8(33 + column), UInt8(33 + row)])  // release
        try session.waitFor(text: "pressed: demo.reject")
        #expect(try session.capture().contains("focus: demo.reject"))

        try session.send("q")
        try expectRestored(session, status: { $0 == 0 })
    }

    @Test func resizeRedrawsAtOnceAndTooSmallScreen() throws {
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command())
        try session.waitFor(text: "size: 100x30")
        try session.resize(width: 60, height: 20)
        let narrow = try session.waitFor(text: "size: 60x20")
        expectBoxAligned(narrow, width: 60)
        #expect(narrow.contains("конфиденциальность."))  // wrapped onto its own line at 60 columns

        try session.resize(width: 30, height: 10)
        let small = try session.waitFor(text: "Terminal too small")
        #expect(small.contains("need at least 40x12, have"))
        #expect(small.contains("30x10"))
        #expect(!small.contains("consentsim terminal demo"))
        try session.send("Space")  // ignored while too small: nothing may change unseen
        try session.resize(width: 35, height: 11)
        try session.waitFor(text: "35x11")
        try session.resize(width: 100, height: 30)
        let back = try session.waitFor(text: "size: 100x30")
        #expect(back.contains("switch: off"))
        expectBoxAligned(back, width: 100)

        try session.resize(width: 40, height: 12)
        let minimum = try session.waitFor(text: "size: 40x12")
        expectBoxAligned(minimum, width: 40)
        #expect(minimum.contains("[ Accept all ]") && minimum.contains("[ Reject all ]"))

        try session.resize(width: 30, height: 10)
        try session.waitFor(text: "Terminal too small")
        try session.send("q")  // q still quits from the too-small screen
        try expectRestored(session, status: { $0 == 0 })
    }

    @Test func noColorMeansNoColourSequences() throws {
        func colourParameters(_ styled: String) -> [Int] {
            // Collect SGR parameters that select a colour (30-38, 40-48, 90-97, 100-107); 39/49 reset to default.
            var found: [Int] = []
            var rest = Substring(styled)
            while let start = rest.range(of: "\u{1B}[") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(where: { !"0123456789;".contains($0) }) else { break }
                if rest[end] == "m" {
                    for parameter in rest[..<end].split(separator: ";").compactMap({ Int($0) })
                    where (30...38).contains(parameter) || (40...48).contains(parameter) || (90...97).contains(parameter) || (100...107).contains(parameter) {
                        found.append(parameter)
                    }
                }
                rest = rest[end...]
            }
            return found
        }

        let coloured = try TmuxSession(width: 100, height: 30, command: Demo.command())
        try coloured.waitFor(text: "consentsim terminal demo")
        #expect(!colourParameters(try coloured.captureStyled()).isEmpty, "the colour check must see colour when it is on")

        for (environment, arguments) in [(["NO_COLOR": "1"], [String]()), ([:], ["--no-color"])] {
            let session = try TmuxSession(width: 100, height: 30, command: Demo.command(environment: environment, arguments: arguments))
            try session.waitFor(text: "consentsim terminal demo")
            let styled = try session.captureStyled()
            #expect(colourParameters(styled).isEmpty, "\(environment) \(arguments)")
            #expect(styled.contains("\u{1B}[1m") || styled.contains(";1m"), "attributes stay without colour")
            // Focus is still visible: the marker and reverse video.
            #expect(styled.contains("›"))
            #expect(styled.contains("7m"))
        }
        // An empty NO_COLOR does not disable colour (no-color.org).
        let empty = try TmuxSession(width: 100, height: 30, command: Demo.command(environment: ["NO_COLOR": ""]))
        try empty.waitFor(text: "consentsim terminal demo")
        #expect(!colourParameters(try empty.captureStyled()).isEmpty)
    }

    @Test func ctrlCQuitsAndRestores() throws {
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command())
        try session.waitFor(text: "consentsim terminal demo")
        try session.send("C-c")
        try expectRestored(session, status: { $0 == 130 })
    }

    @Test func sigtermRestores() throws {
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command())
        try session.waitFor(text: "consentsim terminal demo")
        let pid = try #require(try session.childPID())
        #expect(kill(pid, SIGTERM) == 0)
        try expectRestored(session, status: { $0 == 128 + Int(SIGTERM) })
    }

    @Test func sighupRestores() throws {
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command())
        try session.waitFor(text: "consentsim terminal demo")
        let pid = try #require(try session.childPID())
        #expect(kill(pid, SIGHUP) == 0)
        try expectRestored(session, status: { $0 == 128 + Int(SIGHUP) })
    }

    @Test func crashRestoresTheTerminal() throws {
        // The backtracer would otherwise wait for a key on a terminal before exiting.
        let session = try TmuxSession(width: 100, height: 30, command: Demo.command(
            environment: ["CONSENTSIM_DEMO_CRASH": "1", "SWIFT_BACKTRACE": "interactive=no"]))
        try session.waitFor(text: "consentsim terminal demo")
        try session.waitForValue("#{alternate_on}", "1")
        try session.send("x")
        try expectRestored(session, status: { $0 != 0 }, timeout: .seconds(30))
    }

    @Test func friendlyErrorsWhenTheTerminalCannotBeUsed() throws {
        let unknown = try TmuxSession(width: 100, height: 30, command: Demo.command(environment: ["TERM": "no-such-terminal"]))
        let screen = try unknown.waitFor(text: "EXITED:")
        #expect(screen.contains("unknown terminal type \"no-such-terminal\""))
        #expect(Demo.exitStatus(in: screen) == 2)

        let unset = try TmuxSession(width: 100, height: 30, command: Demo.command(prefix: "env -u TERM"))
        let unsetScreen = try unset.waitFor(text: "EXITED:")
        #expect(unsetScreen.contains("TERM is not set"))

        // Not a terminal at all: standard input from /dev/null.
        let result = try Spawn.run(Demo.path, [], environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 2)
        let message = result.errors
        #expect(message.contains("must be a terminal"))
    }
}
