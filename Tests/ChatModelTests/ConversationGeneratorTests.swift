import Testing
@testable import ChatModel

@Suite struct ConversationGeneratorTests {
    private static let richMix = try! HistoryMix(text: 0.6, images: 0.15, thinking: 0.15, code: 0.1)

    @Test func sameSeedGivesIdenticalMessages() throws {
        let a = try ConversationGenerator(seed: 42, count: 500)
        let b = try ConversationGenerator(seed: 42, count: 500)
        #expect(a.messages(0..<500) == b.messages(0..<500))
    }

    @Test func differentSeedGivesDifferentMessages() throws {
        let a = try ConversationGenerator(seed: 1, count: 200).messages(0..<200)
        let b = try ConversationGenerator(seed: 2, count: 200).messages(0..<200)
        let sameText = zip(a, b).filter { $0.text == $1.text }.count
        #expect(sameText < 20)
        #expect(a.map(\.createdAt) != b.map(\.createdAt))
    }

    @Test func randomAccessEqualsSequentialGeneration() throws {
        let generator = try ConversationGenerator(seed: 9, count: 1_000, mix: Self.richMix)
        let all = generator.messages(0..<1_000)
        for index in [0, 1, 63, 64, 65, 127, 500, 998, 999] {
            #expect(generator.message(at: index) == all[index])
        }
        #expect(generator.messages(130..<260) == Array(all[130..<260]))
        #expect(generator.messages(5..<5).isEmpty)
    }

    @Test func millionMessageHistoryIsRandomlyAccessible() throws {
        let generator = try ConversationGenerator(seed: 3, count: 1_000_000)
        let newest = generator.message(at: 999_999)
        #expect(newest.id == MessageID(999_999))
        #expect(newest.createdAt < .zero)
        #expect(newest.createdAt > VirtualInstant(seconds: -121))
        #expect(generator.message(at: 0).createdAt < generator.message(at: 1).createdAt)
        #expect(generator.messages(999_900..<1_000_000).last == newest)
    }

    @Test func idsAreIndicesAndTimesIncreaseStrictlyIntoThePast() throws {
        let generator = try ConversationGenerator(seed: 4, count: 5_000)
        let messages = generator.messages(0..<5_000)
        #expect(messages.enumerated().allSatisfy { $0.element.id == MessageID(Int64($0.offset)) })
        #expect(zip(messages, messages.dropFirst()).allSatisfy { $0.createdAt < $1.createdAt })
        #expect(messages.last!.createdAt < .zero)
        #expect(messages.last!.createdAt >= VirtualInstant(seconds: -120))
    }

    @Test func gapsRangeFromSecondsToDays() throws {
        let messages = try ConversationGenerator(seed: 4, count: 5_000).messages(0..<5_000)
        let gaps = zip(messages, messages.dropFirst()).map { ($1.createdAt - $0.createdAt).seconds }
        #expect(gaps.min()! >= 1)
        #expect(gaps.filter { $0 < 60 }.count > gaps.count / 3)
        #expect(gaps.contains { $0 > 86_400 })
        let days = Set(messages.map { Int64(($0.createdAt.seconds / 86_400).rounded(.down)) })
        #expect(days.count > 20, "date separators occur")
    }

    @Test func mixProportionsAreHonoured() throws {
        let mix = try HistoryMix(text: 0.85, images: 0.1, thinking: 0.05)
        let messages = try ConversationGenerator(seed: 11, count: 10_000, mix: mix).messages(0..<10_000)
        let images = messages.filter { !$0.attachments.isEmpty }.count
        let thinking = messages.filter { $0.text.hasPrefix("<think>") }.count
        #expect(abs(Double(images) / 10_000 - 0.1) < 0.015)
        #expect(abs(Double(thinking) / 10_000 - 0.05) < 0.012)
        #expect(!messages.contains { $0.text.contains("```") && $0.attachments.isEmpty && !$0.text.hasPrefix("<think>") },
                "code weight 0 means no code blocks")
    }

    @Test func rolesMostlyAlternateWithOccasionalRuns() throws {
        let messages = try ConversationGenerator(seed: 12, count: 10_000).messages(0..<10_000)
        let pairs = zip(messages, messages.dropFirst())
        let alternations = pairs.filter { $0.role != $1.role }.count
        let userRuns = pairs.filter { $0.role == .user && $1.role == .user }.count
        let assistantRuns = pairs.filter { $0.role == .assistant && $1.role == .assistant }.count
        #expect(Double(alternations) / 9_999 > 0.7)
        #expect(userRuns > 100)
        #expect(assistantRuns > 100)
        #expect(messages.allSatisfy { $0.role != .system })
    }

    @Test func imageMessagesCarryOneToSixAttachmentsOfVariedSizes() throws {
        let messages = try ConversationGenerator(seed: 13, count: 10_000, mix: Self.richMix).messages(0..<10_000)
        let withImages = messages.filter { !$0.attachments.isEmpty }
        #expect(withImages.allSatisfy { (1...6).contains($0.attachments.count) })
        #expect(Set(withImages.map(\.attachments.count)) == Set(1...6))
        let sizes = Set(withImages.flatMap { $0.attachments.map { [$0.pixelWidth, $0.pixelHeight] } })
        #expect(sizes.contains([4032, 3024]))
        #expect(sizes.contains([1179, 2556]))
        #expect(sizes.contains([800, 600]))
        #expect(withImages.allSatisfy { Set($0.attachments.map(\.id)).count == $0.attachments.count })
    }

    @Test func lengthsAreShortForUsersAndLongerForAnswers() throws {
        let messages = try ConversationGenerator(seed: 14, count: 10_000).messages(0..<10_000)
        func median(_ role: Role) -> Int {
            let lengths = messages.filter { $0.role == role && $0.attachments.isEmpty && $0.state == .complete }
                .map(\.text.utf8.count).sorted()
            return lengths[lengths.count / 2]
        }
        #expect((30...120).contains(median(.user)))
        #expect((300...900).contains(median(.assistant)))
        let longest = messages.map(\.text.utf8.count).max()!
        #expect(longest > 3_000, "log-normal tail")
    }

    @Test func largeSampleContainsEveryKindOfHardText() throws {
        let messages = try ConversationGenerator(seed: 15, count: 10_000, mix: Self.richMix).messages(0..<10_000)
        func any(_ predicate: (Unicode.Scalar) -> Bool) -> Bool {
            messages.contains { $0.text.unicodeScalars.contains(where: predicate) }
        }
        #expect(any { (0x4E00...0x9FFF).contains($0.value) }, "CJK ideographs")
        #expect(any { (0x3040...0x30FF).contains($0.value) }, "kana")
        #expect(any { (0x0600...0x06FF).contains($0.value) }, "Arabic")
        #expect(any { (0x0590...0x05FF).contains($0.value) }, "Hebrew")
        #expect(any { $0.value == 0x200D }, "ZWJ sequences")
        #expect(any { (0x1F3FB...0x1F3FF).contains($0.value) }, "skin tones")
        #expect(any { (0x0300...0x036F).contains($0.value) }, "combining marks")
        #expect(messages.contains { $0.text.contains("```swift\n") })
        #expect(messages.contains { $0.text.contains("<think>") && $0.text.contains("</think>") })
        #expect(messages.contains { $0.state == .stopped })
        #expect(messages.contains { $0.state == .failed })
    }

    @Test func everyGeneratedMessageSegmentsIntoExpectedKinds() throws {
        let messages = try ConversationGenerator(seed: 16, count: 3_000, mix: Self.richMix).messages(0..<3_000)
        var kinds = Set<String>()
        for message in messages {
            let segments = SegmentedContent(message.text).segments
            #expect(segments.dropLast().allSatisfy { $0.isClosed })
            if message.text.hasPrefix("<think>"), message.state == .complete {
                #expect(segments.first?.kind == .thinking)
                #expect(segments.first?.isClosed == true)
            }
            for segment in segments {
                switch segment.kind {
                case .thinking: kinds.insert("thinking")
                case .code: kinds.insert("code")
                case .heading: kinds.insert("heading")
                case .listItem(let ordered): kinds.insert(ordered ? "ordered" : "bullet")
                case .blockquote: kinds.insert("quote")
                case .paragraph: kinds.insert("paragraph")
                }
            }
        }
        #expect(kinds == ["thinking", "code", "heading", "ordered", "bullet", "quote", "paragraph"])
    }

    @Test func invalidInputIsATypedError() {
        #expect(throws: ConversationGenerator.Error.negativeCount(-1)) {
            try ConversationGenerator(seed: 1, count: -1)
        }
        #expect(throws: HistoryMix.Error.invalidWeight(kind: .images, value: -0.1)) {
            try HistoryMix(text: 1, images: -0.1)
        }
        #expect(throws: HistoryMix.Error.allWeightsZero) { try HistoryMix() }
        #expect(throws: HistoryMix.Error.self) { try HistoryMix(thinking: .nan) }
    }

    @Test func emptyHistoryHasNoMessages() throws {
        let generator = try ConversationGenerator(seed: 1, count: 0)
        #expect(generator.messages(0..<0).isEmpty)
    }

    @Test func mixSharesAreWeightsOverTotal() throws {
        let mix = try HistoryMix(text: 3, images: 1)
        #expect(mix.share(of: .text) == 0.75)
        #expect(mix.share(of: .thinking) == 0)
        #expect(HistoryMix.standard.share(of: .images) == 0.1 / (0.85 + 0.1 + 0.05))
    }
}
