import Basics
/// The trace viewer of the HTML report, after Playwright's: a list of the session's steps on the
/// left; clicking one shows the screen after it and the store keys it changed on the right. Plain
/// HTML with a few lines of inline script (no network); without script every step's pane is shown.
extension HTMLReport {
    /// The viewer for `trace`, with a page-unique `id`.
    func traceViewer(_ trace: SessionTrace, id: String) -> String {
        var out = ""
        HTMLReport.traceViewer(trace, id: id, into: &out)
        return out
    }

    /// Appends the viewer for `trace`, with a page-unique `id`, to `out`: each screen is escaped once,
    /// straight into the page, as the page is written at the end of every traced session.
    static func traceViewer(_ trace: SessionTrace, id: String, into out: inout String) {
        func escaped(_ text: String, into out: inout String) {
            XMLText.appendEscaped(text, XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement), to: &out)
        }
        out += "<details class=\"trace\" id=\"\(id)\" open><summary>Trace (\(trace.steps.count) steps; click a step)</summary>\n"
        out += "<div class=\"viewer\"><ol class=\"trace-steps\">\n"
        var panes = ""
        panes.reserveCapacity(trace.bytes + trace.steps.count * 200)
        // Most steps are checks that leave the screen as it was, and flows come back to screens they
        // showed: each screen is written once, at the first step that drew it, and later steps point there.
        // Keyed by length and compared as bytes: hashing a String normalizes it (a tenth of a page's cost).
        var drawnAt: [Int: [(step: Int, screen: String)]] = [:]
        for (index, step) in trace.steps.enumerated() {
            let mark = step.failed ? " class=\"failing\"" : step.storeChanges.isEmpty ? "" : " class=\"changed\""
            var heading = ""
            escaped(step.place, into: &heading)
            heading += " <code>"
            escaped(step.text, into: &heading)
            heading += "</code>"
            out += "<li\(mark)><button type=\"button\" data-step=\"\(index)\">\(heading)</button></li>\n"
            panes += "<div class=\"pane\" data-step=\"\(index)\"><h4>\(heading)</h4>\n"
            if let screen = step.screen, let drawn = drawnAt[screen.utf8.count]?.first(where: { $0.screen.utf8.elementsEqual(screen.utf8) })?.step {
                panes +=
                    "<p class=\"none\">the screen is as after step \(drawn + 1) (<button type=\"button\" data-step=\"\(drawn)\">show it</button>)</p>\n"
            } else if let screen = step.screen {
                panes += "<pre class=\"screen\">"
                escaped(screen, into: &panes)
                panes += "</pre>\n"
                drawnAt[screen.utf8.count, default: []].append((index, screen))
            } else {
                panes += "<p class=\"none\">no screen yet (before Launch)</p>\n"
            }
            if step.storeChanges.isEmpty {
                panes += "<p class=\"none\">no store change</p>\n"
            } else {
                panes += "<pre class=\"store\">"
                escaped(step.storeChanges.joined(separator: "\n"), into: &panes)
                panes += "</pre>\n"
            }
            panes += "</div>\n"
        }
        out += "</ol><div class=\"panes\">\n"
        out += panes
        out += "</div></div>"
        if trace.omitted > 0 {
            out +=
                "<p class=\"none\">\(trace.omitted) more steps not kept (a trace keeps \(SessionTrace.maxSteps) steps and \(SessionTrace.maxBytes / 1000) kB)</p>\n"
        }
        out += "</details>\n"
    }

    /// The viewer's script: show one step's pane (the failing or last step first).
    static let traceScript = """
        <script>
        document.querySelectorAll('details.trace').forEach(function (trace) {
          function show(step) {
            trace.querySelectorAll('.pane').forEach(function (pane) { pane.hidden = pane.dataset.step !== step; });
            trace.querySelectorAll('button[data-step]').forEach(function (b) { b.classList.toggle('on', b.dataset.step === step); });
          }
          trace.addEventListener('click', function (event) {
            var button = event.target.closest('button[data-step]');
            if (button) { show(button.dataset.step); }
          });
          var buttons = trace.querySelectorAll('.trace-steps button[data-step]');
          if (buttons.length > 0) { show(buttons[buttons.length - 1].dataset.step); }
        });
        </script>

        """

    static let traceCSS = """
        .viewer{display:flex;gap:1em;align-items:flex-start}.trace-steps{flex:0 0 22em;max-height:40em;overflow:auto;margin:0;padding-left:2.5em}\
        .trace-steps button{all:unset;cursor:pointer;display:block;padding:.1em .3em;font-size:90%}.trace-steps button.on{background:#ddf4ff}\
        .trace-steps li.failing button{color:#cf222e;font-weight:bold}.trace-steps li.changed button::after{content:" ●";color:#1a7f37}\
        .panes{flex:1 1 0;min-width:0}.pane h4{margin:.2em 0}pre.screen{line-height:1.15}pre.store{background:#eef8ee}
        """
}
