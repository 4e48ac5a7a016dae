/// Colors by color space and components, as SwiftUI declares them (inert, by value).
extension Color {
    /// A color space for a color's components (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init("\(colorSpace)(\(red),\(green),\(blue),\(opacity))")
    }

    /// `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init("\(colorSpace)(white \(white),\(opacity))")
    }

    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init("hsb(\(hue),\(saturation),\(brightness),\(opacity))")
    }
}
