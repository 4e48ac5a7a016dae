import Benchmark
import ChatModel
import ListLayout

// Per-frame cost of the list layout during streaming must not grow with conversation
// length, as UIKit's does not (height lookups and visible ranges are O(log n)). Each benchmark runs at 1k, 10k, 100k and 1M items:
//
// - HeightIndexStreamingFrame_N: one frame's positional work on the raw index — update
//   the last item's height, the prefix sum above it, and the visible-range query
//   (first and last item intersecting an 852 pt viewport pinned to the bottom).
// - ListLayoutStreamingFrame_N: the same frame through ListLayout with real text: a
//   chunk is appended to the streaming reply (the last item), the item is replaced and
//   re-measured (incremental text flow), then its frame and the visible range are read.
//   A reply restarts every 500 chunks so every size streams the same text. The list
//   uses the default segmenter (MarkdownSegmenter); the text is plain lines.
// - ListLayoutStreamingFrameMarkdown_N (1k, 1M): the same frame streaming Markdown —
//   headings, inline styles, list items, a quote and a code fence in turn.
// - ListLayoutStreamingFrameThinkTag_N (1k, 1M): the plain-line frame with the interim
//   ThinkTagSegmenter, as the reference for what the Markdown segmentation costs.
// - HeightIndexPrependPage50_N / ListLayoutPrependPage50_N: a 50-item page of older
//   messages inserted at the front, then removed again (both in the measured region).

private let sizes = [1_000, 10_000, 100_000, 1_000_000]
private let spacing = 18.0
private let viewportHeight = 852.0

/// Mutable state shared by a benchmark's setup and its iterations.
private final class Fixture: @unchecked Sendable {
    let count: Int
    let segmenter: any MessageContentSegmenter
    var index = HeightIndex<Int32>()
    var layout: ListLayout
    var reply = Message(id: MessageID(0), role: .assistant, text: "", createdAt: .zero, state: .streaming)
    var tick = 0
    let page: [ListItem]

    init(count: Int, segmenter: any MessageContentSegmenter = MarkdownSegmenter()) {
        self.count = count
        self.segmenter = segmenter
        layout = ListLayout(width: 393, segmenter: segmenter)
        page = (0..<50).map {
            .message(Message(id: MessageID(-1 - Int64($0)), role: .user, text: "older", createdAt: .zero))
        }
    }

    func buildIndex() {
        index.insert(contentsOf: (0..<count).map { (Double(60 + $0 % 97), Int32(truncatingIfNeeded: $0)) }, at: 0)
    }

    func buildLayout() {
        layout.append((0..<count).map { id in
            .message(Message(id: MessageID(Int64(id)), role: id % 2 == 0 ? .user : .assistant,
                             text: "history", createdAt: .zero))
        })
        reply.id = MessageID(Int64(count))
        layout.append([.message(reply)])
    }

    func resetLayout() {
        layout = ListLayout(width: 393, segmenter: segmenter)
    }

    /// One frame: append `chunk` to the streaming reply (restarting it every 500 chunks),
    /// re-measure it, read its frame and the visible range.
    func streamFrame(_ chunk: (Int) -> String) {
        let last = count
        tick &+= 1
        if tick % 500 == 0 {
            reply.text = ""
            reply.revision &+= 1
        }
        reply.append(chunk(tick))
        layout.replace(at: last, with: .message(reply))
        let report = layout.measure(last..<(last + 1), anchorY: 0)
        let frame = layout.frame(at: last)
        let visible = layout.indexRange(intersecting: (frame.maxY - viewportHeight)..<frame.maxY)
        blackHole(report.charactersLaidOut)
        blackHole(visible)
    }
}

private func plainChunk(_ tick: Int) -> String {
    tick % 7 == 0 ? "tokens,\n" : "tok\(tick % 10) "
}

private let markdownChunks = [
    "## Heading ", "of a section\n", "Some **bold** ", "text with `code` ", "and [a link](https://x.y/z),\n",
    "- a list item ", "with words\n", "1. ordered ", "item\n", "> quoted ", "line\n",
    "```swift\n", "let x = 1\n", "```\n", "\n",
]

private func markdownChunk(_ tick: Int) -> String {
    markdownChunks[tick % markdownChunks.count]
}

func registerHeightIndexBenchmarks() {
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 1_000)
    let pageConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 20_000)

    for size in sizes {
        let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"

        let indexFixture = Fixture(count: size)
        Benchmark("HeightIndexStreamingFrame_\(label)", configuration: frameConfiguration) { benchmark in
            let fixture = indexFixture
            let last = fixture.count - 1
            for _ in benchmark.scaledIterations {
                fixture.tick &+= 1
                let height = 100 + Double(fixture.tick % 64)
                fixture.index.setHeight(height, at: last)
                let top = fixture.index.prefixHeight(upTo: last) + Double(last) * spacing
                let bottom = top + height
                let first = fixture.index.firstIndex(endingAfter: bottom - viewportHeight, spacing: spacing)
                let lastVisible = fixture.index.lastIndex(startingBefore: bottom, spacing: spacing)
                blackHole(first)
                blackHole(lastVisible)
            }
        } setup: {
            indexFixture.buildIndex()
        } teardown: {
            indexFixture.index.removeAll()
        }

        Benchmark("HeightIndexPrependPage50_\(label)", configuration: pageConfiguration) { benchmark in
            let fixture = indexFixture
            for _ in benchmark.scaledIterations {
                fixture.index.insert(contentsOf: (0..<50).map { (Double(80 + $0), Int32(-$0)) }, at: 0)
                fixture.index.removeSubrange(0..<50)
            }
            blackHole(fixture.index.totalHeight)
        } setup: {
            indexFixture.buildIndex()
        } teardown: {
            indexFixture.index.removeAll()
        }

        let layoutFixture = Fixture(count: size)
        Benchmark("ListLayoutStreamingFrame_\(label)", configuration: frameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations { layoutFixture.streamFrame(plainChunk) }
        } setup: {
            layoutFixture.buildLayout()
        } teardown: {
            layoutFixture.resetLayout()
        }

        if size == 1_000 || size == 1_000_000 {
            let markdownFixture = Fixture(count: size)
            Benchmark("ListLayoutStreamingFrameMarkdown_\(label)", configuration: frameConfiguration) { benchmark in
                for _ in benchmark.scaledIterations { markdownFixture.streamFrame(markdownChunk) }
            } setup: {
                markdownFixture.buildLayout()
            } teardown: {
                markdownFixture.resetLayout()
            }

            let thinkTagFixture = Fixture(count: size, segmenter: ThinkTagSegmenter())
            Benchmark("ListLayoutStreamingFrameThinkTag_\(label)", configuration: frameConfiguration) { benchmark in
                for _ in benchmark.scaledIterations { thinkTagFixture.streamFrame(plainChunk) }
            } setup: {
                thinkTagFixture.buildLayout()
            } teardown: {
                thinkTagFixture.resetLayout()
            }
        }

        Benchmark("ListLayoutPrependPage50_\(label)", configuration: pageConfiguration) { benchmark in
            let fixture = layoutFixture
            for _ in benchmark.scaledIterations {
                fixture.layout.insert(fixture.page, at: 0)
                fixture.layout.remove(0..<50)
            }
            blackHole(fixture.layout.contentHeight)
        } setup: {
            layoutFixture.buildLayout()
        } teardown: {
            layoutFixture.resetLayout()
        }
    }
}
