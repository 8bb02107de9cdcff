import Forms

extension UISession {
    /// This session showing `newForm` instead (`run --watch` after the form file changed): the same
    /// page, switches, focus, scroll, inspector and help, so the screen is redrawn in place.
    ///
    /// The language stays unless the new form no longer offers it; a vendor's details page whose
    /// vendor the new form no longer shows goes back to the vendor list.
    public func reloading(form newForm: FormDefinition) -> UISession {
        let keepsLanguage = newForm.languages.list.contains(language)
        var s = UISession(form: newForm, language: keepsLanguage ? language : nil, glyphs: glyphs, inspectorVisible: inspectorVisible)
        s.umpForm = umpForm
        if case .vendorDetail(let id) = umpForm.page, s.ump?.vendor(id: id) == nil { s.umpForm.pages.removeLast() }
        s.helpVisible = helpVisible
        s.notice = notice
        s.focusByView = focusByView
        s.scrollByView = scrollByView
        s.inspectorOffset = inspectorOffset
        s.helpOffset = helpOffset
        s.screenSize = screenSize
        s.device = device
        s.inspectorBaseline = inspectorBaseline
        s.refilter()
        s.revision = revision + 1
        return s
    }

    /// This session laid out for `device` (`--device`).
    public func onDevice(_ device: DeviceProfile) -> UISession {
        var session = self
        session.device = device
        return session
    }
}
