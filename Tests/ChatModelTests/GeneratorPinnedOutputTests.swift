import Foundation
import Testing
@testable import ChatModel

/// Pins the generator's output: recorded scenario baselines depend on every byte of the
/// generated history, so any change to the generator must show up here and be deliberate.
@Suite struct GeneratorPinnedOutputTests {
    private static func fingerprint(_ messages: [Message]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for message in messages {
            for byte in message.text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            let fields = [
                UInt64(bitPattern: message.createdAt.microseconds),
                UInt64(message.attachments.count),
                UInt64(message.role == .user ? 1 : 2),
            ] + message.attachments.map { UInt64($0.pixelWidth * 10_000 + $0.pixelHeight) }
            for value in fields { hash = (hash ^ value) &* 0x100_0000_01B3 }
        }
        return hash
    }

    @Test func historyForAFixedSeedIsPinned() throws {
        let generator = try ConversationGenerator(
            seed: 2026, count: 1_000, mix: HistoryMix(text: 0.6, images: 0.15, thinking: 0.15, code: 0.1)
        )
        #expect(Self.fingerprint(generator.messages(0..<1_000)) == 0xCB0D_C7EC_3DD5_8009)
        #expect(generator.message(at: 0).createdAt.microseconds == -2_283_195_530_247)
        #expect(generator.message(at: 999).createdAt.microseconds == -51_599_377)
    }
}

@Suite struct HistoryMixCodingTests {
    @Test func decodesScenarioMixWithMissingKeysAsZero() throws {
        let mix = try JSONDecoder().decode(HistoryMix.self, from: Data(#"{"text": 0.85, "images": 0.1, "thinking": 0.05}"#.utf8))
        #expect(mix == HistoryMix.standard)
        #expect(mix.code == 0)
    }

    @Test func decodingRejectsInvalidWeightsWithTypedError() {
        #expect(throws: HistoryMix.Error.invalidWeight(kind: .text, value: -1)) {
            try JSONDecoder().decode(HistoryMix.self, from: Data(#"{"text": -1, "images": 1}"#.utf8))
        }
        #expect(throws: HistoryMix.Error.allWeightsZero) {
            try JSONDecoder().decode(HistoryMix.self, from: Data(#"{}"#.utf8))
        }
    }

    @Test func roundTripsThroughJSON() throws {
        let mix = try HistoryMix(text: 0.5, images: 0.2, thinking: 0.2, code: 0.1)
        let decoded = try JSONDecoder().decode(HistoryMix.self, from: JSONEncoder().encode(mix))
        #expect(decoded == mix)
    }

    @Test func kindSelectionFollowsCumulativeWeights() throws {
        let mix = try HistoryMix(text: 0.5, images: 0.25, code: 0.25)
        #expect(mix.kind(at: 0) == .text)
        #expect(mix.kind(at: 0.49) == .text)
        #expect(mix.kind(at: 0.5) == .images)
        #expect(mix.kind(at: 0.8) == .code)
        #expect(mix.kind(at: 0.999_999) == .code)
    }
}
