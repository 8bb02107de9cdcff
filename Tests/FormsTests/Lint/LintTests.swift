import Foundation
import Testing

@testable import Forms

/// Tests of `consentsim lint`'s engine; the suites below nest here so `--filter LintTests` runs them all.
@Suite enum LintTests {
    /// A UMP message over two vendors that lints clean; cases change or append to it.
    static let ump = """
        id: lint-ump
        sdk: umpMessage
        app:
          name: Lint Test
          iconGlyph: "🧪"
          privacyPolicyURL: https://linttest.example/privacy
          bundleID: com.example.linttest
        publisher:
          countryCode: DE
          publisherIDs: [pub-3940256099942544]
          cmpID: 300
          cmpVersion: 1
        vendorList: embedded
        vendors: [755, 10]
        firstLayer:
          buttons: [consent, doNotConsent, manageOptions]
          closeIcon: false
        languages:
          default: en
          list: [en, de]

        """

    /// A PAC form with personalized and non-personalized ads that lints clean.
    static let pac = """
        id: lint-pac
        sdk: pac
        app:
          name: Lint Test
          iconGlyph: "🧪"
          privacyPolicyURL: https://linttest.example/privacy
          bundleID: com.example.linttest
        publisher:
          countryCode: IT
          publisherIDs: [pub-3940256099942544]
        pac:
          personalized: true
          nonPersonalized: true
          adFree: false
        languages:
          default: en
          list: [en, fr]

        """

    /// An ATT explainer with the catalogue's explainer and the app's own usage descriptions; lints clean.
    static let att = """
        id: lint-att
        sdk: att
        app:
          name: Lint Test
          iconGlyph: "🧪"
          privacyPolicyURL: https://linttest.example/privacy
          bundleID: com.example.linttest
        languages:
          default: en
          list: [en, de]
        texts:
          en:
            usageDescription: "Shows you ads that match your interests."
          de:
            usageDescription: "Zeigt dir Werbung, die zu deinen Interessen passt."

        """

    /// Loads inline YAML as `lint-case.yaml`.
    static func load(_ yaml: String) throws -> FormDefinition {
        try FormLoader.load(yaml: yaml, fileName: "lint-case.yaml")
    }

    /// The findings of inline YAML.
    static func lint(_ yaml: String) throws -> [LintFinding] {
        Linter.lint(try load(yaml), environment: .naturalWidths)
    }

    /// `base` with `old` replaced by `new`; records an issue when `old` is not there (a stale case).
    static func replacing(_ base: String, _ old: String, _ new: String) -> String {
        if !base.contains(old) { Issue.record("case text not found: \(old)") }
        return base.replacingOccurrences(of: old, with: new)
    }
}
