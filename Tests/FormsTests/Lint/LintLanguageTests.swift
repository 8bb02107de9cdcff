import Testing

@testable import Forms

/// One language's wording for the word-list rules (G6, G6-wording, G7, A1, A3): what must be flagged
/// and what must pass.
struct LanguageWording: CustomTestStringConvertible, Sendable {
    var language: LanguageCode
    /// A consent label that names no agreement ("OK", "Continue"): G6.
    var ambiguousAccept: String
    /// Accept labels that say they consent: neither G6 nor G6-wording.
    var clearAccepts: [String]
    /// Reject labels that name no refusal ("Not now", "More options"): G6-wording.
    var unclearRejects: [String]
    /// Reject labels that name the refusal: no G6-wording.
    var clearRejects: [String]
    /// A heading about privacy that says nothing of the data's use: G7.
    var vagueHeading: String
    /// An explainer button with a word of the alert's "Allow" other than the alert's own label, which
    /// A1 finds without any word list.
    var allow: String
    /// An explainer body offering a reward: A3.
    var incentive: String
    /// A usage description withholding the app: A3.
    var withholding: String
    /// A usage description that lints clean.
    var usage: String

    var testDescription: String { language.rawValue }

    /// The languages the catalogue added after the first seven.
    static let added: [LanguageWording] = [
        LanguageWording(
            language: "es", ambiguousAccept: "Continuar", clearAccepts: ["Aceptar", "Acepto todo", "Estoy de acuerdo"],
            unclearRejects: ["Ahora no", "Conocer más"], clearRejects: ["Rechazar todo", "No consentir", "No, gracias"],
            vagueHeading: "Valoramos tu privacidad", allow: "Aceptar", incentive: "Permite el seguimiento y consigue 100 monedas.",
            withholding: "Solo si lo permites podrás seguir jugando.", usage: "Tus datos se usarán para mostrarte anuncios más relevantes."),
        LanguageWording(
            language: "pt", ambiguousAccept: "Continuar", clearAccepts: ["Aceitar", "Aceitar tudo", "Concordo"],
            unclearRejects: ["Agora não", "Saiba mais"], clearRejects: ["Rejeitar tudo", "Não consentir", "Não, obrigado"],
            vagueHeading: "Sua privacidade é importante para nós", allow: "Aceitar",
            incentive: "Permita o rastreamento e ganhe um desconto de 20%.", withholding: "Você não poderá jogar se não permitir.",
            usage: "Seus dados serão usados para mostrar anúncios mais relevantes."),
        LanguageWording(
            language: "nl", ambiguousAccept: "Doorgaan", clearAccepts: ["Accepteren", "Alles accepteren", "Akkoord"],
            unclearRejects: ["Niet nu", "Neem later contact op"], clearRejects: ["Alles weigeren", "Geen toestemming", "Nee, bedankt"],
            vagueHeading: "Wij respecteren uw privacy", allow: "Accepteren", incentive: "Sta tracking toe en krijg 10% korting.",
            withholding: "Alleen als je toestaat kun je verder spelen.", usage: "Je gegevens worden gebruikt om je relevantere advertenties te tonen."
        ),
        LanguageWording(
            language: "pl", ambiguousAccept: "Dalej", clearAccepts: ["Akceptuję", "Zaakceptuj wszystko", "Wyrażam zgodę"],
            unclearRejects: ["Nie teraz", "Nieco później"], clearRejects: ["Odrzuć wszystko", "Nie wyrażam zgody", "Nie, dziękuję"],
            vagueHeading: "Szanujemy Twoją prywatność", allow: "Zezwól", incentive: "Zezwól na śledzenie i odbierz nagrodę!",
            withholding: "Bez zgody nie będziesz mógł dalej grać.", usage: "Twoje dane posłużą do wyświetlania Ci bardziej trafnych reklam."),
        LanguageWording(
            language: "sv", ambiguousAccept: "Fortsätt", clearAccepts: ["Godkänn", "Godkänn alla", "Jag samtycker"],
            unclearRejects: ["Inte nu", "Fler alternativ"], clearRejects: ["Avvisa alla", "Samtyck inte", "Nej tack"],
            vagueHeading: "Vi värnar om din integritet", allow: "Godkänn", incentive: "Tillåt spårning och få en belöning!",
            withholding: "Du förlorar dina framsteg om du inte tillåter spårning.",
            usage: "Dina data används för att visa dig mer relevanta annonser."),
    ]

    /// The UMP test form offering English and this language, with `texts` for this language.
    func ump(_ texts: [(TextKey, String)]) -> String {
        LintTests.replacing(LintTests.ump, "list: [en, de]", "list: [en, \(language)]")
            + "texts:\n  \(language):\n" + texts.map { "    \($0.0): \"\($0.1)\"\n" }.joined()
    }

    /// The ATT test form offering English and this language, with a clean usage description and
    /// `texts` for this language.
    func att(_ texts: [(TextKey, String)]) -> String {
        let base = LintTests.replacing(LintTests.att, "list: [en, de]", "list: [en, \(language)]")
        return LintTests.replacing(
            base, "  de:\n    usageDescription: \"Zeigt dir Werbung, die zu deinen Interessen passt.\"\n",
            "  \(language):\n" + ([(TextKey.usageDescription, usage)] + texts).map { "    \($0.0): \"\($0.1)\"\n" }.joined())
    }

    /// Forms that must each give one finding, with where and what.
    var flagged: [LintCase] {
        let path = { (key: TextKey) in "texts.\(language).\(key)" }
        return [
            LintCase(
                name: "\(language) \(ambiguousAccept)", yaml: ump([(.consent, ambiguousAccept)]), rule: "G6", severity: .error,
                path: path(.consent), fragment: "it does not say that it gives consent"),
            LintCase(
                name: "\(language) heading", yaml: ump([(.title, vagueHeading)]), rule: "G7", severity: .warning, path: path(.title),
                fragment: "but not what the data is used for"),
            LintCase(
                name: "\(language) \(allow)", yaml: att([(.explainerButton, allow)]), rule: "A1", severity: .error,
                path: path(.explainerButton), fragment: "like the system alert's Allow"),
            LintCase(
                name: "\(language) incentive", yaml: att([(.explainerBody, incentive)]), rule: "A3", severity: .error,
                path: path(.explainerBody), fragment: "offers an incentive"),
            LintCase(
                name: "\(language) withholding", yaml: att([]).replacingOccurrences(of: usage, with: withholding), rule: "A3",
                severity: .error, path: path(.usageDescription), fragment: "ties the app's content to allowing tracking"),
        ]
            + unclearRejects.map { label in
                LintCase(
                    name: "\(language) \(label)", yaml: ump([(.rejectAll, label)]), rule: "G6-wording", severity: .warning,
                    path: path(.rejectAll), fragment: "name the refusal")
            }
    }
}

extension LintTests {
    /// The word lists of every catalogue language: each flags its language's ambiguous wording and
    /// passes clear wording, and none flags the catalogue's own texts.
    @Suite struct Languages {
        static let flagged = LanguageWording.added.flatMap(\.flagged)

        @Test(arguments: flagged)
        func eachCaseTriggersItsRuleAtItsPlace(_ c: LintCase) throws {
            try LintTests.Rules.expectFinding(c)
        }

        @Test func casesTriggerNothingBeyondWhatTheyBreak() throws {
            try LintTests.Rules.expectNothingBeyondTheirRules(Self.flagged)
        }

        @Test(arguments: LanguageWording.added)
        func clearLabelsPass(_ wording: LanguageWording) throws {
            for label in wording.clearAccepts {
                let hits = try LintTests.lint(wording.ump([(.consent, label), (.acceptAll, label)]))
                    .filter { ["G6", "G6-wording"].contains($0.ruleID) }
                #expect(hits == [], "\(label): \(hits.map(\.description))")
            }
            for label in wording.clearRejects {
                let hits = try LintTests.lint(wording.ump([(.doNotConsent, label), (.rejectAll, label)])).filter { $0.ruleID == "G6-wording" }
                #expect(hits == [], "\(label): \(hits.map(\.description))")
            }
        }

        /// The shipped forms and a form of every catalogue language, all in the catalogue's words: the
        /// word lists find nothing to flag in the catalogue's own translations.
        @Test func theCatalogueWordingPassesInEveryLanguage() throws {
            let wordingRules: Set<String> = ["G6", "G6-wording", "G7", "G13", "A1", "A2", "A3"]
            let every = FormCatalog.languages.map(\.rawValue).joined(separator: ", ")
            let ump = Self.replacing(
                Self.replacing(LintTests.ump, "list: [en, de]", "list: [\(every)]"), "closeIcon: false", "closeIcon: true")
            let att = String(LintTests.att[..<LintTests.att.range(of: "texts:")!.lowerBound])
                .replacingOccurrences(of: "list: [en, de]", with: "list: [\(every)]")
            for yaml in [ump, att] {
                let hits = try LintTests.lint(yaml).filter { wordingRules.contains($0.ruleID) }
                #expect(hits == [], "\(hits.map(\.description))")
            }
            // The shipped forms write their own texts in the first seven languages; offering only the
            // others (one of them the fallback), they show the catalogue's wording with their own settings.
            let added = LanguageWording.added.map(\.language)
            for name in FormLibrary.names {
                var form = try #require(try FormLibrary.form(named: name))
                form.languages = FormLanguages(default: added[0], fallback: added[0], list: added)
                let hits = Linter.lint(form, environment: .naturalWidths).filter { wordingRules.contains($0.ruleID) }
                #expect(hits == [], "\(name): \(hits.map(\.description))")
            }
        }

        static func replacing(_ base: String, _ old: String, _ new: String) -> String { LintTests.replacing(base, old, new) }
    }
}
