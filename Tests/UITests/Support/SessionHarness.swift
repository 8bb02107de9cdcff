import Flow
import Forms
import Screens
import Simulation
import Store

/// A simulator driven like the terminal loop drives it (frame, key, frame, …) over an in-memory store.
final class SessionHarness {
    let driver: SimulatorRuntime
    var size: Size
    private(set) var lastFrame: Frame

    /// A launched app showing `form` (default: the embedded default form) with `settings`
    /// (default: no ATT step, so the GDPR message comes first and home follows), assembled as every
    /// front end assembles it (`Simulator`).
    init(
        form: FormDefinition = FormLibrary.defaultForm, settings: SimulatorSettings = SimulatorSettings(order: .noATT),
        size: Size = Size(width: 80, height: 24), inspector: Bool = false, store: any DeviceStore = MemoryStore()
    ) throws {
        let simulator = Simulator(form: form, settings: settings, inspectorVisible: inspector)
        driver = try simulator.start(stores: SimulatorStores(device: store, system: MemoryStore()))
        self.size = size
        lastFrame = driver.frame(size: size)
    }

    var app: AppState { driver.app }
    var view: ViewID { driver.viewID }
    var focused: ElementID? { driver.focusedElement }
    var text: String { lastFrame.canvas.text() }

    /// Presses keys one by one, drawing a frame after each (as the terminal does).
    @discardableResult
    func press(_ keys: Key...) throws -> Frame {
        for key in keys {
            try driver.handle(key)
            lastFrame = driver.frame(size: size)
        }
        return lastFrame
    }

    /// Focuses and activates `id`; throws when the view has no such element.
    @discardableResult
    func select(_ id: ElementID) throws -> Frame {
        guard try driver.select(id) else { throw HarnessError.noSuchElement(id, view) }
        lastFrame = driver.frame(size: size)
        return lastFrame
    }

    /// Focuses `id`; throws when the view has no such element.
    func focus(_ id: ElementID) throws {
        guard driver.focus(id) else { throw HarnessError.noSuchElement(id, view) }
        lastFrame = driver.frame(size: size)
    }

    /// Redraws at another size.
    @discardableResult
    func resize(_ newSize: Size) -> Frame {
        size = newSize
        lastFrame = driver.frame(size: newSize)
        return lastFrame
    }
}

enum HarnessError: Error, CustomStringConvertible {
    case noSuchElement(ElementID, ViewID)
    var description: String {
        switch self {
        case .noSuchElement(let id, let view): "no element \(id) on \(view)"
        }
    }
}

extension Size {
    static let s80x24 = Size(width: 80, height: 24)
    static let s120x40 = Size(width: 120, height: 40)
    static let s40x12 = Size(width: 40, height: 12)
}
