// consentsim-terminal-demo: a tiny screen on the ncurses backend, driven by the tmux end-to-end
// tests (Tests/TerminalTests). Replaced by `consentsim run` once real form screens exist.
//
// Flags: --no-color, --no-mouse, --ascii. CONSENTSIM_DEMO_CRASH=1 crashes on the first key, to test
// that a crash restores the terminal.
import Glibc
import Terminal
import UI

let arguments = Set(CommandLine.arguments.dropFirst())
var options = TerminalOptions(colorAllowed: !arguments.contains("--no-color"), mouse: !arguments.contains("--no-mouse"))
var screen = DemoScreen()
if arguments.contains("--ascii") {
    screen.glyphs = .ascii
    options.glyphs = .ascii
}
let crashOnFirstKey = Environment.value(of: "CONSENTSIM_DEMO_CRASH") == "1"
var interrupted = false

do {
    let exit = try TerminalApp.run(
        options: options,
        render: { size in screen.render(size: size) },
        handle: { key in
            if crashOnFirstKey { fatalError("CONSENTSIM_DEMO_CRASH: crashing on purpose after the first frame") }
            interrupted = key == .ctrl("c")
            return screen.handle(key)
        })
    Glibc.exit(exit == .quit && interrupted ? 130 : exit.status)
} catch {
    let message = Array("consentsim-terminal-demo: \(error)\n".utf8)
    _ = write(STDERR_FILENO, message, message.count)
    Glibc.exit(2)
}
