import Screens
import Terminal

/// A terminal for the run loop's tests: keys in, frames out, no terminal (ratatui's `TestBackend`,
/// Bubble Tea's `WithInput`/`WithOutput`). Input is a script of events; typed keys arrive one at a
/// time (the loop paints before each), pasted ones are already waiting.
final class TestBackend: TerminalBackend {
    /// One event of the script, and whether it is already waiting when the one before is read.
    private struct Input {
        var event: TerminalEvent
        var waiting: Bool
    }

    private(set) var size: Size
    /// Every frame painted, in order.
    private(set) var painted: [Frame] = []
    private var input: [Input] = []

    /// A terminal of `size` with no input yet (reading then ends the input).
    init(size: Size = Size(width: 80, height: 24)) { self.size = size }

    /// Keys typed one after the other, each after the screen caught up.
    func type(_ keys: Key...) { input += keys.map { Input(event: .key($0), waiting: false) } }

    /// Keys that arrive together (a paste): all but the first are waiting when the first is read.
    func paste(_ keys: [Key]) {
        input += keys.enumerated().map { Input(event: .key($0.element), waiting: $0.offset > 0) }
    }

    /// The terminal resized to `newSize`.
    func resize(to newSize: Size) { input.append(Input(event: .key(.resize(newSize)), waiting: false)) }

    /// Something other than a key: a timeout, the end of input, a signal.
    func send(_ event: TerminalEvent) { input.append(Input(event: event, waiting: false)) }

    /// The last frame painted, as text.
    var screen: String { painted.last?.canvas.text() ?? "" }

    var hasPendingInput: Bool { input.first?.waiting ?? false }

    func paint(_ frame: Frame) { painted.append(frame) }

    func readKey(timeout: Duration?) -> TerminalEvent {
        guard !input.isEmpty else { return .endOfInput }
        let next = input.removeFirst().event
        if case .key(.resize(let newSize)) = next { size = newSize }
        return next
    }
}
