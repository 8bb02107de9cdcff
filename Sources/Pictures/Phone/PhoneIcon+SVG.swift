import Screens

extension PhoneIcon {
    /// The icon as SVG shapes in a 24-unit square, stroked by the enclosing group: simple outlines of
    /// the Material icons the form's markup names (its icon font is not bundled, so the shapes are
    /// drawn here rather than copied).
    func svgPath(color: RGB) -> String {
        switch self {
        case .person:
            "<circle cx=\"12\" cy=\"8\" r=\"4\"/><path d=\"M4 20c0-4 3.6-6 8-6s8 2 8 6\"/>"
        case .devices:
            "<rect x=\"2\" y=\"5\" width=\"13\" height=\"10\" rx=\"1\"/><path d=\"M5 19h8\"/><rect x=\"17\" y=\"8\" width=\"5\" height=\"11\" rx=\"1\"/>"
        case .expandMore: "<path d=\"M6 9l6 6 6-6\"/>"
        case .remove: "<path d=\"M5 12h14\"/>"
        case .arrowBack: "<path d=\"M20 12H5M11 6l-6 6 6 6\"/>"
        case .launch: "<path d=\"M14 4h6v6M20 4l-9 9M18 14v5H5V6h5\"/>"
        case .help:
            "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.8.4-1 .9-1 1.7\"/>"
                + "<circle cx=\"12\" cy=\"17\" r=\"0.6\" fill=\"\(color.hex)\"/>"
        case .close: "<path d=\"M6 6l12 12M18 6L6 18\"/>"
        case .chevron: "<path d=\"M9 6l6 6-6 6\"/>"
        }
    }
}
