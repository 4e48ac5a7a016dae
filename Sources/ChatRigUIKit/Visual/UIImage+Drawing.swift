/// `UIImage`'s geometry and drawing members, Core Graphics' image and context, and UIKit's
/// image contexts: inert — an image has a size and no pixels (README), so nothing is drawn
/// and an image made in a context is an empty image of the context's size.
extension UIImage {
    /// `UIImage.Orientation`, with UIKit's raw values.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    /// `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// `scale`: 1 — the rehearsal's images are measured in points.
    public var scale: CGFloat { 1 }
    /// `imageOrientation`: `.up`.
    public var imageOrientation: Orientation { .up }
    /// `cgImage`: a Core Graphics image of the same size.
    public var cgImage: CGImage? { CGImage(width: Int(size.width), height: Int(size.height)) }
    /// `capInsets`, `resizingMode`: zero and `.tile` (a resized image keeps no record of them).
    public var capInsets: UIEdgeInsets { .zero }
    public var resizingMode: ResizingMode { .tile }

    /// `init(cgImage:)`, `init(cgImage:scale:orientation:)`: an image of the Core Graphics
    /// image's size (divided by the scale).
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(name: "cgImage", size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
    }

    /// `resizableImage(withCapInsets:)`, `resizableImage(withCapInsets:resizingMode:)`:
    /// the same image (nothing is stretched).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func withHorizontallyFlippedOrientation() -> UIImage { self }

    /// `draw(at:)`, `draw(in:)`, `draw(in:blendMode:alpha:)`, `draw(at:blendMode:alpha:)`,
    /// `drawAsPattern(in:)`: nothing is drawn.
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func drawAsPattern(in rect: CGRect) {}
}

/// `CGImage`: Core Graphics' image, its pixel size only.
public final class CGImage {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, `UIGraphicsBeginImageContext(_:)`,
/// `UIGraphicsGetCurrentContext()`, `UIGraphicsGetImageFromCurrentImageContext()`,
/// `UIGraphicsEndImageContext()`: the begun contexts' sizes are kept, innermost last, by the
/// current rehearsal (UIKit keeps a stack per thread; a rehearsal's app code runs on one
/// thread); the image taken from one is an empty image of its size. Outside a rehearsal no
/// context is kept: the current context and its image are nil.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIKitRun.current?.imageContexts.append(size)
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
public func UIGraphicsGetCurrentContext() -> CGContext? { UIKitRun.current?.imageContexts.last == nil ? nil : CGContext() }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    UIKitRun.current?.imageContexts.last.map { UIImage(name: "imageContext", size: $0) }
}
public func UIGraphicsEndImageContext() { _ = UIKitRun.current?.imageContexts.popLast() }
