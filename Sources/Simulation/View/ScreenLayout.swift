import Screens

/// Where the simulator puts the current view, the store inspector and the help line.
///
/// The inspector goes to the right at 100 columns and more, else at the bottom; when the view would
/// be left smaller than the minimum (40x12 minus chrome), it is not shown and the help line says so.
struct ScreenLayout: Hashable, Sendable {
    /// The current view.
    var main: Rect
    /// The inspector, when it is on and fits.
    var inspector: Rect?
    /// The bottom row: key help.
    var helpLine: Rect
    /// The inspector is on but there is no room for it.
    var inspectorHidden: Bool

    /// The smallest view the inspector may leave.
    static let minimumMain = Size(width: 40, height: 10)

    /// The layout of a `size` terminal, with or without the inspector, the view fitted to `device`.
    init(size: Size, inspector: Bool, device: DeviceProfile = .terminal) {
        self.init(size: size, inspector: inspector)
        main = device.fit(main)
    }

    /// The layout of a `size` terminal, with or without the inspector, the view as wide as it leaves.
    private init(size: Size, inspector: Bool) {
        let all = Rect(size: size)
        let (area, help) = all.splitBottom(1)
        helpLine = help
        main = area
        self.inspector = nil
        inspectorHidden = false
        guard inspector else { return }
        if size.width >= 100 {
            let width = max(36, size.width * 2 / 5)
            main = Rect(x: 0, y: 0, width: area.width - width, height: area.height)
            self.inspector = Rect(x: area.width - width, y: 0, width: width, height: area.height)
        } else {
            let height = max(6, area.height / 3)
            if area.height - height >= ScreenLayout.minimumMain.height {
                let (top, bottom) = area.splitBottom(height)
                main = top
                self.inspector = bottom
            } else {
                inspectorHidden = true
            }
        }
    }
}
