// Stub of Photos for Linux, where it does not exist: the types and members this screen names.
#if !canImport(Photos)
import ChatUI
public enum PHAssetMediaType: Int { case unknown, image, video, audio }
public enum PHImageContentMode: Int { case aspectFit, aspectFill }
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
public enum PHAuthorizationStatus: Int { case notDetermined, restricted, denied, authorized, limited }
open class PHObject: NSObject {}
open class PHAsset: PHObject {
    open var mediaType: PHAssetMediaType { .image }
    open var duration: TimeInterval { 0 }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}
open class PHFetchOptions: NSObject { open var sortDescriptors: [NSSortDescriptor]? }
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    open var count: Int { 0 }
    open func object(at index: Int) -> ObjectType { fatalError("stub") }
    open func objects(at indexes: IndexSet) -> [ObjectType] { [] }
}
open class PHChange: NSObject {
    open func changeDetails<T>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject {
    open var fetchResultAfterChanges: PHFetchResult<ObjectType> { PHFetchResult() }
}
public protocol PHPhotoLibraryChangeObserver: AnyObject { func photoLibraryDidChange(_ changeInstance: PHChange) }
open class PHPhotoLibrary: NSObject {
    open class func shared() -> PHPhotoLibrary { PHPhotoLibrary() }
    open class func authorizationStatus() -> PHAuthorizationStatus { .denied }
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
    open func register(_ observer: PHPhotoLibraryChangeObserver) {}
    open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {}
}
public enum PHImageRequestOptionsVersion: Int { case current, unadjusted, original }
public enum PHImageRequestOptionsDeliveryMode: Int { case opportunistic, highQualityFormat, fastFormat }
public enum PHImageRequestOptionsResizeMode: Int { case none, fast, exact }
public enum PHVideoRequestOptionsVersion: Int { case current, original }
public enum PHVideoRequestOptionsDeliveryMode: Int { case automatic, highQualityFormat, mediumQualityFormat, fastFormat }
open class PHImageRequestOptions: NSObject {
    open var version: PHImageRequestOptionsVersion = .current
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
}
open class PHVideoRequestOptions: NSObject {
    open var version: PHVideoRequestOptionsVersion = .current
    open var deliveryMode: PHVideoRequestOptionsDeliveryMode = .automatic
    open var isNetworkAccessAllowed = false
}
public typealias PHImageRequestID = Int32
open class PHImageManager: NSObject {
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { 0 }
    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, Any?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { 0 }
    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { 0 }
}
open class PHCachingImageManager: PHImageManager {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
#endif
