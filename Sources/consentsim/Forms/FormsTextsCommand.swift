import ArgumentParser
import Basics
import Forms

/// The output formats of `consentsim forms texts`.
enum FormsTextsFormat: String, ExpressibleByArgument, CaseIterable {
    /// A key per line, then one indented line per language: code, origin, text.
    case text
    /// `{"form", "languages", "texts": [{"key", "languages": {code: {"text", "source", "from"}}}]}`.
    case json
}

/// `consentsim forms texts [FORM] [--lang CODE…]`: every text key a form may override, with what each
/// language shows and where it comes from.
struct FormsTextsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "texts",
        abstract: "List every text key of a form, with the text each language shows and where it comes from.",
        discussion: """
            Each key is what a form writes under texts.<language> to change that language's wording. The \
            origin says where the shown text comes from: form (the form's own texts), catalogue (the \
            built-in translations) or official IAB text (purposes and features, from the vendor list in \
            use); "(en)" marks a text taken from another language.
            """)

    @Argument(help: ArgumentHelp("A shipped form (consentsim forms list) or a .yaml file; default: the default form.", valueName: "form"))
    var form: String = FormLibrary.defaultFormName

    @Option(
        name: .customLong("lang"), parsing: .upToNextOption,
        help: ArgumentHelp("Languages to show (codes, space- or comma-separated); default: every language the form offers.", valueName: "code"))
    var languages: [String] = []

    @Option(help: "Output format: text or json.")
    var format: FormsTextsFormat = .text

    func run() throws {
        let definition = try loadForm(named: form)
        let asked = try Self.languages(languages, offered: definition.languages.list)
        let listed = definition.listedTexts(languages: asked)
        switch format {
        case .text: writeOutput(Self.text(listed, form: definition, languages: asked))
        case .json: writeOutput(Self.json(listed, form: definition, languages: asked).serialized(pretty: true) + "\n")
        }
    }

    /// The codes asked for, in order and without repeats, each one the form offers; all when none.
    static func languages(_ raw: [String], offered: [LanguageCode]) throws -> [LanguageCode] {
        var codes: [LanguageCode] = []
        for part in raw.flatMap({ $0.split(separator: ",") }) {
            let code = LanguageCode(rawValue: part.trimmingSpaces.lowercased())
            guard offered.contains(code) else {
                throw ValidationError(
                    "invalid --lang '\(MessageText.line(part, limit: 40))': the form offers \(offered.map(\.rawValue).joined(separator: ", "))")
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return codes.isEmpty ? offered : codes
    }

    /// `key`, then `  xx  origin  text` per language; texts from the form escaped onto one line.
    static func text(_ listed: [ListedText], form: FormDefinition, languages: [LanguageCode]) -> String {
        var out = "\(MessageText.line(form.id)) (\(form.sdk)): \(listed.count) text keys in \(languages.map(\.rawValue).joined(separator: ", "))\n"
        let originWidth = listed.flatMap { listed in listed.texts.map { $0.origin.described(for: $0.language).count } }.max() ?? 0
        for key in listed {
            out += "\n" + key.key + "\n"
            if let style = form.styleSummary(for: TextKey(rawValue: key.key)) { out += "  style  " + MessageText.line(style) + "\n" }
            for entry in key.texts {
                let origin = entry.origin.described(for: entry.language)
                out +=
                    "  \(entry.language.rawValue)  \(origin)\(String(repeating: " ", count: originWidth - origin.count))  "
                    + MessageText.line(entry.template, limit: 2_000) + "\n"
            }
        }
        return out
    }

    /// The listing as a JSON object.
    static func json(_ listed: [ListedText], form: FormDefinition, languages: [LanguageCode]) -> JSONValue {
        let texts: [JSONValue] = listed.map { key in
            let byLanguage: [(String, JSONValue)] = key.texts.map { entry in
                let fields: [(String, JSONValue)] = [
                    ("text", .string(entry.template)), ("source", .string(entry.origin.kind)),
                    ("from", .string(entry.origin.language.rawValue)),
                ]
                return (entry.language.rawValue, .object(JSONObject(fields)))
            }
            var fields: [(String, JSONValue)] = [("key", .string(key.key))]
            if let style = form.styleSummary(for: TextKey(rawValue: key.key)) { fields.append(("style", .string(style))) }
            fields.append(("languages", .object(JSONObject(byLanguage))))
            return .object(JSONObject(fields))
        }
        let top: [(String, JSONValue)] = [
            ("form", .string(form.id)), ("sdk", .string(form.sdk.description)),
            ("languages", .array(languages.map { .string($0.rawValue) })), ("texts", .array(texts)),
        ]
        return .object(JSONObject(top))
    }
}
