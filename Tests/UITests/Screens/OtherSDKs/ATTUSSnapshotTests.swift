import Flow
import Forms
import Testing

@testable import Screens

/// The ATT explainer and alert and the US states message against text snapshots.
@Suite struct ATTUSSnapshotTests {
    /// A view by snapshot prefix: its form and how it renders.
    struct ViewCase: CustomStringConvertible, Sendable {
        var name: String
        var form: String
        var render: @Sendable (ViewContext) -> RenderedScreen
        var description: String { name }
    }

    static let views: [ViewCase] = [
        ViewCase(name: "att-explainer", form: "att-explainer") { ATTExplainerView.render(context: $0) },
        ViewCase(name: "att-alert", form: "att-explainer") { ATTAlertView.render(context: $0) },
        ViewCase(name: "us-message", form: "ump-gdpr-default") { USStatesMessageView.render(context: $0) },
    ]

    @Test(arguments: views, OtherSDKs.sizes)
    func everyView(view: ViewCase, size: Size) throws {
        for language in OtherSDKs.mainLanguages {
            let screen = view.render(try OtherSDKs.context(view.form, language, size))
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "\(view.name)-\(language)-\(size)")
        }
    }

    @Test(arguments: views)
    func smallTerminalFocusedOnTheLastButton(view: ViewCase) throws {
        for language in OtherSDKs.mainLanguages {
            let order = view.render(try OtherSDKs.context(view.form, language, OtherSDKs.small)).focusOrder
            let screen = view.render(try OtherSDKs.context(view.form, language, OtherSDKs.small, focus: order.last))
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "\(view.name)-\(language)-40x12-last")
        }
    }

    /// ru, it, de and fr, each on one view, at two sizes.
    @Test(
        arguments: [("att-explainer", "ru"), ("att-alert", "it"), ("us-message", "de"), ("att-alert", "fr"), ("us-message", "fr")]
            as [(String, LanguageCode)])
    func otherLanguages(name: String, language: LanguageCode) throws {
        let view = try #require(Self.views.first { $0.name == name })
        for size in [OtherSDKs.medium, OtherSDKs.small] {
            let screen = view.render(try OtherSDKs.context(view.form, language, size))
            assertOtherSDKSnapshot(screen.frame.canvas.text(), named: "\(view.name)-\(language)-\(size)")
        }
    }

    @Test(arguments: views)
    func stylesShowTheFocusedButton(view: ViewCase) throws {
        let order = view.render(try OtherSDKs.context(view.form, "en", OtherSDKs.medium)).focusOrder
        let screen = view.render(try OtherSDKs.context(view.form, "en", OtherSDKs.medium, focus: order.last))
        assertOtherSDKSnapshot(screen.frame.canvas.styledText(), named: "\(view.name)-en-80x24.style")
    }
}
