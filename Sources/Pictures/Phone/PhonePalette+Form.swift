import Forms
import Screens

extension PhonePalette {
    /// Google's own colours where a form keeps the defaults (`PhoneColors.google`).
    package static let google = PhonePalette(PhoneColors.google)

    /// The form's colours as the phone draws them (`PhoneColors`, the values lint measures).
    package init(_ colors: FormColors) { self.init(PhoneColors(colors)) }
}
