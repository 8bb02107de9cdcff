import Basics

/// The colour arithmetic of the visual-weight rules: WCAG contrast (T4) and ΔE CMC (G3).
enum ColorMetrics {
    /// WCAG 2 relative luminance of 0xRRGGBB.
    static func luminance(_ rgb: Int) -> Double {
        func channel(_ shift: Int) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    /// WCAG 2 contrast ratio of two colours, 1...21.
    static func contrast(_ a: Int, _ b: Int) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// CIE L*a*b* (D65) of 0xRRGGBB.
    static func lab(_ rgb: Int) -> (l: Double, a: Double, b: Double) {
        func linear(_ shift: Int) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(16), linear(8), linear(0))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// ΔE CMC (l:c = 1:1) of `sample` against `reference`, as chroma.js computes it (the thesis's measure).
    static func deltaECMC(reference: Int, sample: Int) -> Double {
        let (l1, a1, b1) = lab(reference)
        let (l2, a2, b2) = lab(sample)
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dl = l1 - l2, dc = c1 - c2
        let dh = max(0, (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2) - dc * dc).squareRoot()
        var h1 = atan2(b1, a1) * 180 / .pi
        if h1 < 0 { h1 += 360 }
        let f = (pow(c1, 4) / (pow(c1, 4) + 1900)).squareRoot()
        let t =
            (164...345).contains(h1)
            ? 0.56 + abs(0.2 * cos((h1 + 168) * .pi / 180)) : 0.36 + abs(0.4 * cos((h1 + 35) * .pi / 180))
        let sl = l1 < 16 ? 0.511 : 0.040975 * l1 / (1 + 0.01765 * l1)
        let sc = 0.0638 * c1 / (1 + 0.0131 * c1) + 0.638
        let sh = sc * (f * t + 1 - f)
        return ((dl / sl) * (dl / sl) + (dc / sc) * (dc / sc) + (dh / sh) * (dh / sh)).squareRoot()
    }

    /// `#RRGGBB`.
    static func hex(_ rgb: Int) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
