import ChatModel
import Testing
@testable import ListLayout

/// The shortcuts on the text hot path answer exactly what the general code answers.
@Suite("Text fast paths")
struct TextFastPathTests {
    @Test("The byte-prefix check agrees with comparing UTF-8 views")
    func prefixCheckAgreesWithUTF8Views() {
        let texts = ["", "a", "ab", "abc", "abd", "xbc", "héllo wörld", "héllo", "hèllo", "漢字かな", "漢字", "👨‍👩‍👧‍👦!", "👨‍👩",
                     String(repeating: "token ", count: 400), String(repeating: "token ", count: 399) + "tokem "]
        for text in texts {
            for prefix in texts {
                #expect(TextFlow.hasUTF8Prefix(text, prefix) == text.utf8.starts(with: prefix.utf8),
                        "\(text.debugDescription) / \(prefix.debugDescription)")
            }
            // A copy in its own storage, and one differing only in its last byte.
            let copy = String(decoding: Array(text.utf8), as: UTF8.self)
            #expect(TextFlow.hasUTF8Prefix(text, copy))
            if let last = text.utf8.last, last < 0x7F {
                let changed = String(decoding: Array(text.utf8.dropLast()) + [last + 1], as: UTF8.self)
                #expect(!TextFlow.hasUTF8Prefix(text, changed))
            }
        }
    }
}

extension TextFastPathTests {
    @Test("A one-byte character is classed as the Unicode properties class it")
    func asciiClassAgreesWithUnicodeProperties() {
        for value in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(value))
            #expect(CharacterClass(character) == CharacterClass(classifying: character), "U+\(value)")
        }
        // Clusters that start with an ASCII byte but are longer take the general path.
        for cluster: Character in ["\r\n", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "e\u{301}"] {
            #expect(CharacterClass(cluster) == CharacterClass(classifying: cluster), "\(cluster.debugDescription)")
        }
        #expect(CharacterClass("1\u{FE0F}\u{20E3}") == .emoji)
        #expect(CharacterClass("\r\n") == .newline)
    }

    @Test("An ASCII scalar has zero advance exactly when its general category says so")
    func asciiZeroAdvanceAgreesWithCategory() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            #expect(GlyphAdvanceMeasurer.hasZeroAdvance(scalar) == GlyphAdvanceMeasurer.hasZeroAdvanceByCategory(scalar),
                    "U+\(value)")
        }
    }
}

extension TextFastPathTests {
    @Test("A flow set updated in place measures as a fresh flow, across widths and fonts")
    func flowSetInPlaceEqualsFreshFlow() {
        let measurer = GlyphAdvanceMeasurer()
        var set = TextFlowSet()
        var text = ""
        let steps: [(chunk: String, font: Font, width: Double)] = [
            ("The quick brown ", .body, 200), ("fox jumps over ", .body, 200), ("the lazy dog. ", .body, 120),
            ("漢字かな ", .body, 120), ("and on ", .heading(level: 2), 120), ("and on\n", .heading(level: 2), 300),
            ("again ", .body, 300),
        ]
        for (index, step) in steps.enumerated() {
            text += step.chunk
            for part in [TextFlowSet.Part.block(0), .block(1), .timestamp, .label, .block(-1), .listMarker(2), .listMarker(-1)] {
                let (metrics, _) = set.layout(text, part: part, font: step.font, width: step.width, measurer: measurer)
                var fresh = TextFlow(font: step.font, width: step.width)
                fresh.update(text: text, measurer: measurer)
                #expect(metrics == fresh.metrics(measurer: measurer), "step \(index), \(part)")
            }
        }
    }
}

extension TextFastPathTests {
    @Test("A flow set's cached time label is the label of the instant asked for, whatever came before")
    func cachedTimeLabelEqualsFormattedLabel() {
        var random = SeededRandom(seed: 11)
        var set = TextFlowSet()
        var instant = VirtualInstant(seconds: 0)
        for _ in 0..<2_000 {
            // Repeats (a streamed message keeps its time), minute steps, and jumps across days
            // and before the clock's zero.
            switch random.next() % 4 {
            case 0: break
            case 1: instant = instant + .seconds(60)
            case 2: instant = VirtualInstant(microseconds: Int64(random.next() % 400_000_000_000) - 200_000_000_000)
            default: instant = instant + .microseconds(Int64(random.next() % 90_000_000))
            }
            #expect(set.timeLabelText(for: instant) == TimeLabel(instant).text, "\(instant)")
        }
    }
}
