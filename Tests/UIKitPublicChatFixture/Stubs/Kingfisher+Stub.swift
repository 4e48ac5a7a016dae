// Stub of Kingfisher for Linux, where it does not exist: the types and members this screen names.
#if !canImport(Kingfisher)
import ChatUI
public enum KingfisherTransition { case none, fade(TimeInterval) }
public enum KingfisherOptionsInfoItem { case transition(KingfisherTransition), cacheOriginalImage, forceRefresh }
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]
@MainActor public struct KingfisherWrapper<Base> {
    public let base: Base
    @discardableResult
    public func setImage(with resource: URL?, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
                         completionHandler: ((Result<UIImage, Error>) -> Void)? = nil) -> Int? {
        (base as? UIImageView)?.image = placeholder
        return nil
    }
    public func cancelDownloadTask() {}
}
extension UIImageView { public var kf: KingfisherWrapper<UIImageView> { KingfisherWrapper(base: self) } }
#endif
