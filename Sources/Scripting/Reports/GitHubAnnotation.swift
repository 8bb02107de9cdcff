/// GitHub Actions workflow commands (`::error file=…,line=…::message`), which the runner turns into
/// annotations on the file and line of a pull request.
///
/// Escaping follows GitHub's own toolkit, `escapeData` and `escapeProperty` in
/// actions/toolkit `packages/core/src/command.ts`: in the message `%`, CR and LF become `%25`,
/// `%0D`, `%0A`; in a property also `:` and `,` become `%3A` and `%2C`. A line break left raw would
/// end the command and let the rest of a failure's text run as commands of its own.
package enum GitHubAnnotation {
    /// The `::error` command of a failed session: at the failing line (inside an included file when
    /// it failed there), titled with the include chain from the script, so each script's failure is its own.
    package static func error(_ result: SessionResult) -> String {
        guard let place = result.failurePlace else {
            return "::error title=\(property("consentsim test " + result.path))::\(data(result.failureLine ?? "failed"))"
        }
        let message: String
        let title: String
        if let failure = result.failure {
            title = "\(place.trail) › \(failure.line)"
            message = "expected: \(failure.expected)\nfound: \(failure.found)" + (failure.diff.map { "\n" + $0 } ?? "")
        } else {
            title = "\(place.trail) › \(result.path) could not be loaded"
            message = result.loadError?.description ?? "the script could not be loaded"
        }
        return "::error file=\(property(place.file)),line=\(place.line),col=\(place.column),title=\(property(title))::\(data(message))"
    }

    /// A message escaped as GitHub's `escapeData` does.
    package static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value escaped as GitHub's `escapeProperty` does.
    package static func property(_ text: String) -> String {
        var out = ""
        for scalar in data(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
