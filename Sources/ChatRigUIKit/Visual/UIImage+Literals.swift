/// Xcode's image and color literals, as UIKit's overlay declares them: `UIImage` is
/// `_ExpressibleByImageLiteral`, and the default types of `#imageLiteral(resourceName:)` and
/// `#colorLiteral(red:green:blue:alpha:)` without a contextual type are `UIImage` and `UIColor`.
extension UIImage: _ExpressibleByImageLiteral {}

public typealias _ImageLiteralType = UIImage
public typealias _ColorLiteralType = UIColor
