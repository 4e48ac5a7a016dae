import ChatRigSwiftUI

// AVFoundation has no Linux counterpart: the names VoiceManager uses, inert. No audio is
// recorded or spoken in a rehearsal.

final class AVAudioPCMBuffer {}
final class AVAudioTime {}
final class AVAudioFormat {}

final class AVAudioInputNode {
    func outputFormat(forBus bus: Int) -> AVAudioFormat { AVAudioFormat() }
    func installTap(onBus bus: Int, bufferSize: UInt32, format: AVAudioFormat?, block: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void) {}
    func removeTap(onBus bus: Int) {}
}

final class AVAudioEngine {
    let inputNode = AVAudioInputNode()
    func prepare() {}
    func start() throws {}
    func stop() {}
}

final class AVAudioSession {
    enum Category { case record, playback, playAndRecord }
    enum Mode { case `default`, measurement }
    struct CategoryOptions: OptionSet {
        let rawValue: Int
        static let duckOthers = CategoryOptions(rawValue: 1)
    }
    struct SetActiveOptions: OptionSet {
        let rawValue: Int
        static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {}
    func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
}

final class AVSpeechSynthesisVoice {
    init?(language: String?) {}
}

final class AVSpeechUtterance {
    let speechString: String
    var voice: AVSpeechSynthesisVoice?
    var rate: Float = 0.5
    init(string: String) { speechString = string }
}

enum AVSpeechBoundary { case immediate, word }

/// On Apple's systems an `NSObjectProtocol`: the design's `VoiceManager` (not an `NSObject`)
/// would need to subclass `NSObject` to adopt it there (EDITS.md).
protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
}

final class AVSpeechSynthesizer {
    weak var delegate: AVSpeechSynthesizerDelegate?
    func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}
