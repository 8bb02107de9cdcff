/// How `consentsim preview` draws a screen.
package enum PreviewStyle: String, Hashable, Sendable, CaseIterable {
    /// The terminal's cells, as `consentsim run` shows them (in a device outline with `--device`).
    case terminal
    /// The screen a person sees on the phone, laid out as the SDK lays it out (`PhoneRenderer`).
    case phone
}
