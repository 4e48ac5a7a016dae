/// Drawing into an image: UIKit's `UIGraphicsImageRenderer`. The rehearsal has no pixels:
/// the drawing actions run (so code inside them runs as on iOS) against a context that
/// records nothing, and the image is one of the renderer's size, named "rendered" (its
/// `jpegData`/`pngData` nil, as for any image here).
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat {
    /// The format's scale: 3, the rehearsal's display scale (``UITraitCollection``).
    open var scale: CGFloat = 3
    open var opaque = false
    public init() {}
    /// The format of the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into: `currentImage` is what is drawn so far.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext {
    let size: CGSize
    init(size: CGSize) { self.size = size }
    open var currentImage: UIImage { UIImage(name: "rendered", size: size) }
    open var format: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
}

@MainActor @preconcurrency
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize) {
        self.size = size
        format = UIGraphicsImageRendererFormat()
    }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }
    public init(bounds: CGRect) {
        size = bounds.size
        format = UIGraphicsImageRendererFormat()
    }

    /// Runs `actions` and returns an image of the renderer's size.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size)
        actions(context)
        return context.currentImage
    }

    /// Runs `actions`; nil (no pixels to encode).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
        actions(UIGraphicsImageRendererContext(size: size))
        return nil
    }

    /// Runs `actions`; nil (no pixels to encode).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
        actions(UIGraphicsImageRendererContext(size: size))
        return nil
    }
}

extension UIImage {
    /// `draw(in:)`: draws nothing (there are no pixels).
    public func draw(in rect: CGRect) {}
    /// `draw(at:)`: draws nothing.
    public func draw(at point: CGPoint) {}
}
