import ChatModel
import Mocks
import Simulator
import Strategies
import Testing

/// The companion chat's photo rows: `AsyncImage` shows a 20 pt spinner until the photo
/// arrives, 200 ms after the row is built, then the row grows to the photo (200 pt high).
@Suite struct ImagePlaceholderTests {
    private func heights(_ strategy: String) throws -> [Double] {
        try run(strategy, history: 0, seconds: 1.5, [.at(0.5, .send(text: "look", images: 1))]).trace.map(\.contentHeight)
    }

    @Test func thePhotoRowGrowsByThePhotoLessTheSpinnerWhenThePhotoArrives() throws {
        let heights = try heights("sparkifire")
        let sent = try #require(heights.firstIndex { $0 > heights[0] })
        let grown = try #require(heights.firstIndex { $0 > heights[sent] })
        #expect(sent == 61)                 // the first tick after the send at 0.5 s (120 Hz)
        #expect(grown == 86)                // the first tick after the timer 200 ms later
        #expect(abs(heights[grown] - heights[sent] - 180) < 1e-9)
        #expect(Set(heights[grown...]).count == 1)
    }

    @Test func aListThatDrawsPhotosAtOnceNeverGrows() throws {
        let heights = try heights("personal-llm")
        let sent = try #require(heights.firstIndex { $0 > heights[0] })
        #expect(Set(heights[sent...]).count == 1)
    }
}
