/// Where each value of a form was written: dotted paths (`firstLayer.buttons[1]`, `texts.ru.title`) to locations.
import Basics

package struct FormSourceMap: Hashable, Sendable {
    /// The file name errors and lint findings should name.
    package var file: String
    /// The location of each value node by path; the root mapping is the empty path.
    package var locations: [String: SourceLocation]

    /// A source map.
    package init(file: String, locations: [String: SourceLocation] = [:]) {
        self.file = file
        self.locations = locations
    }

    /// The location of `path`, or of its nearest recorded ancestor (a missing key points at its mapping).
    package func location(of path: String) -> SourceLocation {
        var path = path
        while true {
            if let location = locations[path] { return location }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = String(path[..<cut])
        }
        return locations[""] ?? .start
    }

    /// A finding at `path`, as a `FormError` (for later checks such as lint).
    package func error(at path: String, _ message: String) -> FormError {
        FormError(file: file, at: location(of: path), message: message)
    }
}
