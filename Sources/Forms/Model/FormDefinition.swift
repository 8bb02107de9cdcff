/// A validated form: which SDK screen it mirrors, for which app, with what choices, colours and texts.
///
/// Built by `FormLoader` from a forms/ YAML file; every field has been checked, so consumers (UI,
/// lint, flows) need not re-validate. `sourceMap` keeps where each value was written, so later checks
/// (lint) can report `file:line:column` too.
package struct FormDefinition: Hashable, Sendable {
    /// The form's name (lower-case letters, digits, hyphens), e.g. `ump-gdpr-default`.
    package var id: String
    /// Which SDK screen the form mirrors.
    package var sdk: FormSDK
    /// The app showing the form.
    package var app: FormApp
    /// The publisher account; nil only for ATT forms that name none.
    package var publisher: FormPublisher?
    /// The SDK-specific settings (UMP, PAC or ATT), matching `sdk`.
    package var settings: FormSettings
    /// The palette.
    package var colors: FormColors
    /// The message editor's other options: per-element looks, font, buttons, header, overlay, direction.
    package var style: FormStyle
    /// The languages offered, the default and the fallback.
    package var languages: FormLanguages
    /// The form's own texts, by language then key (the catalogue supplies the rest).
    package var texts: [LanguageCode: [TextKey: String]]
    /// Lint findings the form accepts (`lint.ignore` and `# lint-ignore` comments).
    package var lintSuppressions: LintSuppressions
    /// Where each value came from in the file.
    package var sourceMap: FormSourceMap

    /// A form from its parts (the loader's output; tests may build one directly).
    package init(
        id: String, sdk: FormSDK, app: FormApp, publisher: FormPublisher?, settings: FormSettings,
        colors: FormColors = FormColors(), style: FormStyle = FormStyle(), languages: FormLanguages, texts: [LanguageCode: [TextKey: String]] = [:],
        lintSuppressions: LintSuppressions = LintSuppressions(), sourceMap: FormSourceMap
    ) {
        self.id = id
        self.sdk = sdk
        self.app = app
        self.publisher = publisher
        self.settings = settings
        self.colors = colors
        self.style = style
        self.languages = languages
        self.texts = texts
        self.lintSuppressions = lintSuppressions
        self.sourceMap = sourceMap
    }

    /// The UMP settings of a UMP message or privacy-options form, else nil.
    package var ump: UMPSettings? {
        if case .ump(let settings) = settings { settings } else { nil }
    }

    /// The PAC options of a PAC form, else nil.
    package var pac: PACSettings? {
        if case .pac(let settings) = settings { settings } else { nil }
    }

    /// The ATT settings of an ATT form, else nil.
    package var att: ATTSettings? {
        if case .att(let settings) = settings { settings } else { nil }
    }
}

/// The SDK-specific part of a form.
package enum FormSettings: Hashable, Sendable {
    /// UMP message or privacy-options form.
    case ump(UMPSettings)
    /// Legacy PAC form.
    case pac(PACSettings)
    /// ATT explainer and alert.
    case att(ATTSettings)
}
