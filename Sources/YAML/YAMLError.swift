import Basics

/// Why a YAML text could not be composed into one document.
package enum YAMLError: Error, Sendable, Equatable {
    /// The stage of libyaml (or of composing) that failed, as libyaml names its errors.
    package enum Stage: String, Sendable {
        case scanner, parser, composer
    }

    /// Where an error's enclosing construct started (`while parsing a flow sequence`, at a mark).
    package struct Context: Sendable, Equatable {
        package var text: String
        package var mark: SourceLocation

        package init(text: String, mark: SourceLocation) {
            self.text = text
            self.mark = mark
        }
    }

    /// A syntax error at `mark`, with libyaml's `problem` and its context when it has one.
    case syntax(stage: Stage, problem: String, mark: SourceLocation, context: Context?)
    /// The text cannot be read (a control character); `characterOffset` counts Characters.
    case reader(problem: String, characterOffset: Int?)
    /// A mapping repeats a key; `mark` is the key's first occurrence. `key` is the key's text, in
    /// flow style for a key that is not a scalar (`[a, b]`), cut at `YAMLNode.flowTextLimit`.
    case duplicateKey(key: String, mark: SourceLocation)
    /// Collections nest deeper than `YAMLReader.maximumDepth`.
    case tooDeep(limit: Int, mark: SourceLocation)
    /// libyaml could not allocate memory.
    case memory
}
