import TCF

extension FormDefinition {
    /// This form with the vendor list read from `path` in place of its own (`Set VendorList`, `--vendor-list`): the
    /// run's one list, so the screens (counts, names, details) show the vendors whose consents the
    /// keys and the TC string record. A form without a UMP section is returned as it is.
    package func showing(_ list: VendorList, readFrom path: String) -> FormDefinition {
        guard case .ump(var ump) = settings else { return self }
        ump.vendorListSource = .file(path)
        ump.vendorList = list
        var copy = self
        copy.settings = .ump(ump)
        return copy
    }
}
