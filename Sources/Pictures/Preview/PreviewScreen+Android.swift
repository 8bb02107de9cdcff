import Flow
import Screens

extension PreviewScreen {
    /// This screen as an Android app reaches it: Android has no App Tracking Transparency, so the
    /// ATT explainer and alert are not screens there, and the steps that answer them are left out
    /// (the advertising ID needs no prompt; see the Platforms article). Nil for an ATT screen.
    package var onAndroid: PreviewScreen? {
        guard view != .attExplainer && view != .attAlert else { return nil }
        var screen = self
        let attAnswers: Set<ElementID> = [ATTAlertView.allowID, ATTAlertView.askNotToTrackID, ATTExplainerView.continueID]
        screen.steps = steps.filter { step in
            if case .activate(let id) = step { !attAnswers.contains(id) } else { true }
        }
        return screen
    }
}
