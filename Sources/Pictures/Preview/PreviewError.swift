/// Why a preview screen could not be drawn: its steps no longer lead where they should.
package enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A step named an element the screen on display does not have.
    case missingElement(screen: String, element: String, view: String)
    /// The steps ended on another view.
    case wrongView(screen: String, expected: String, actual: String)
    /// The home screen shows another ad verdict than the screen's name says.
    case wrongVerdict(screen: String, expected: String, actual: String)

    /// One line naming the screen and what went wrong.
    package var description: String {
        switch self {
        case .missingElement(let screen, let element, let view):
            "preview \(screen): no element \(element) on view \(view)"
        case .wrongView(let screen, let expected, let actual):
            "preview \(screen): the steps end on view \(actual), not \(expected)"
        case .wrongVerdict(let screen, let expected, let actual):
            "preview \(screen): the ad verdict is \(actual), not \(expected)"
        }
    }
}
