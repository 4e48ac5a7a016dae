/// A color's red, green and blue components (sRGB, 0…1), read back with
/// `getRed(_:green:blue:alpha:)`, `getWhite(_:alpha:)` and `getHue(_:saturation:brightness:alpha:)`.
///
/// Known for a color made from components (`init(red:green:blue:alpha:)`, `init(white:alpha:)`,
/// `init(hue:saturation:brightness:alpha:)`, `#colorLiteral`), for UIKit's fixed colors, whose
/// components Apple documents (`UIColor.gray`: "a grayscale value of 0.5"; `orange` 1.0, 0.5,
/// 0.0; `brown` 0.6, 0.4, 0.2; …), and for the system colors at their light appearance (the
/// Human Interface Guidelines' "Color" table, iOS: `systemBlue` 0, 122, 255 — estimates, as
/// Apple adjusts them between releases). An asset catalog's color has none: the getters
/// return false, as UIKit's do for a color they cannot convert.
struct ColorComponents: Equatable, Sendable {
    var red: CGFloat, green: CGFloat, blue: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    init(white: CGFloat) { self.init(red: white, green: white, blue: white) }

    private init(_ red: Int, _ green: Int, _ blue: Int) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255)
    }

    /// HSB to RGB: the hexcone model (Smith, 1978), as Core Graphics converts; hue wraps.
    init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let rgb: [(CGFloat, CGFloat, CGFloat)] = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
        self.init(red: rgb[index].0, green: rgb[index].1, blue: rgb[index].2)
    }

    /// The hue, saturation and brightness of these components (the hexcone model).
    var hueSaturationBrightness: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        guard high > 0, range > 0 else { return (0, 0, high) }
        var hue: CGFloat
        if high == red { hue = (green - blue) / range } else if high == green { hue = 2 + (blue - red) / range } else { hue = 4 + (red - green) / range }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, range / high, high)
    }

    /// The components of a color UIKit names, by ChatRigUIKit's name for it.
    static func named(_ name: String) -> ColorComponents? {
        switch name {
        case "black", "clear", "darkText", "label": ColorComponents(white: 0)
        case "darkGray": ColorComponents(white: 1.0 / 3)
        case "gray": ColorComponents(white: 0.5)
        case "lightGray": ColorComponents(white: 2.0 / 3)
        case "white", "systemBackground", "lightText", "secondarySystemGroupedBackground": ColorComponents(white: 1)
        case "red": ColorComponents(red: 1, green: 0, blue: 0)
        case "green": ColorComponents(red: 0, green: 1, blue: 0)
        case "blue": ColorComponents(red: 0, green: 0, blue: 1)
        case "cyan": ColorComponents(red: 0, green: 1, blue: 1)
        case "yellow": ColorComponents(red: 1, green: 1, blue: 0)
        case "magenta": ColorComponents(red: 1, green: 0, blue: 1)
        case "orange": ColorComponents(red: 1, green: 0.5, blue: 0)
        case "purple": ColorComponents(red: 0.5, green: 0, blue: 0.5)
        case "brown": ColorComponents(red: 0.6, green: 0.4, blue: 0.2)
        case "systemBlue", "link", "tintColor": ColorComponents(0, 122, 255)
        case "systemGreen": ColorComponents(52, 199, 89)
        case "systemIndigo": ColorComponents(88, 86, 214)
        case "systemOrange": ColorComponents(255, 149, 0)
        case "systemPink": ColorComponents(255, 45, 85)
        case "systemPurple": ColorComponents(175, 82, 222)
        case "systemRed": ColorComponents(255, 59, 48)
        case "systemTeal": ColorComponents(48, 176, 199)
        case "systemYellow": ColorComponents(255, 204, 0)
        case "systemGray": ColorComponents(142, 142, 147)
        case "systemGray2": ColorComponents(174, 174, 178)
        case "systemGray3": ColorComponents(199, 199, 204)
        case "systemGray4": ColorComponents(209, 209, 214)
        case "systemGray5": ColorComponents(229, 229, 234)
        case "systemGray6", "secondarySystemBackground", "systemGroupedBackground": ColorComponents(242, 242, 247)
        default: nil
        }
    }
}

extension UIColor {
    /// `getRed(_:green:blue:alpha:)`: the color's sRGB components and alpha; false (nothing
    /// written) for a color with none (``ColorComponents``).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components else { return false }
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: a gray's white component; false for a color that is not gray
    /// (UIKit converts only grayscale-compatible colors).
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components, components.red == components.green, components.green == components.blue else { return false }
        white?.pointee = components.red
        alpha?.pointee = self.alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the color's HSB components and alpha.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let hsb = components?.hueSaturationBrightness else { return false }
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = self.alpha
        return true
    }
}
