import Forms
import Screens

extension PhonePalette {
    /// Google's own colours where a form keeps the defaults (`PhoneColors.google`).
    package static let google = PhonePalette(PhoneColors.google)

    /// The form's colours as the phone draws them (`PhoneColors`, the values lint measures).
    package init(_ colors: FormColors) { self.init(PhoneColors(colors)) }

    /// A palette of `colors`.
    package init(_ colors: PhoneColors) {
        self.init(
            background: RGB(colors.background), text: RGB(colors.text), muted: RGB(colors.muted), accent: RGB(colors.accent),
            acceptButton: RGB(colors.acceptButton), rejectButton: RGB(colors.rejectButton), line: RGB(colors.line))
    }
}
