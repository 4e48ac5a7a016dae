// Stub of AVFoundation for Linux, where it does not exist: the types and members this screen names.
#if !canImport(AVFoundation)
import ChatUI
open class AVAsset { public var duration: CMTime = CMTime() ; public init() {} }
open class AVURLAsset: AVAsset { public let url: URL; public init(url: URL) { self.url = url } }
open class AVPlayerItem { public init(asset: AVAsset) {} }
public struct CMTime { public var seconds: Double = 0; public init() {} }
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}
extension AVAudioPlayerDelegate { public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {} }
open class AVAudioPlayer: NSObject {
  public init(contentsOf url: URL) throws {}
  public init(data: Data) throws {}
  open weak var delegate: AVAudioPlayerDelegate?
  open var duration: TimeInterval = 0
  open var currentTime: TimeInterval = 0
  open var isPlaying = false
  open func prepareToPlay() -> Bool { true }
  open func play() -> Bool { isPlaying = true; return true }
  open func pause() { isPlaying = false }
  open func stop() { isPlaying = false }
}
#endif
