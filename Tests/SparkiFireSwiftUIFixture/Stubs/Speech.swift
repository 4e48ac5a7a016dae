import ChatRigSwiftUI

// Speech has no Linux counterpart: the names VoiceManager uses, inert. Speech recognition
// never runs in a rehearsal (the scenario's composer events type the text).

final class SFSpeechRecognizer {
    init?(locale: Locale) {}
    static func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) { handler(.denied) }
    func recognitionTask(with request: SFSpeechAudioBufferRecognitionRequest,
                         resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void) -> SFSpeechRecognitionTask {
        SFSpeechRecognitionTask()
    }
}

enum SFSpeechRecognizerAuthorizationStatus: Int { case notDetermined, denied, restricted, authorized }

final class SFSpeechAudioBufferRecognitionRequest {
    var shouldReportPartialResults = true
    func append(_ buffer: AVAudioPCMBuffer) {}
    func endAudio() {}
}

final class SFSpeechRecognitionTask {
    func cancel() {}
}

final class SFSpeechRecognitionResult {
    struct Transcription { var formattedString = "" }
    var bestTranscription = Transcription()
    var isFinal = true
}
