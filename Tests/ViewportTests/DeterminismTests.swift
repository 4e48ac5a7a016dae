import ChatModel
import Testing
@testable import Viewport

@Suite struct DeterminismTests {
    func session() throws -> (ScrollView, [String]) {
        var random = SeededRandom(seed: 2_024)
        let heights = (0 ..< 3_000).map { _ in 30 + random.nextUnit() * 300 }
        let layout = try ArrayContentLayout(heights: heights, spacing: 8)
        var view = try scrollView(frameHeight: 852, contentHeight: layout.contentHeight, safeArea: EdgeInsets(top: 59, bottom: 34))
        view.keyboardDismissMode = .interactive
        view.composerHeight = 52
        var log: [String] = []
        try view.showKeyboard(height: 336)
        for round in 0 ..< 12 {
            try view.beginDragging(fingerY: 300)
            for step in 1 ... 8 {
                view.step(frameDuration: frame60)
                try view.dragMoved(toFingerY: 300 + Double(step) * (round.isMultiple(of: 2) ? -35 : 45))
                log.append("\(view.contentOffset.y) \(view.keyboard.visibleHeight)")
            }
            try view.endDragging()
            for _ in 0 ..< 40 {
                view.step(frameDuration: frame60)
                log.append("\(view.contentOffset.y) \(view.keyboard.visibleHeight)")
                log.append("\(view.contentOffset.y) \(view.adjustedContentInset.bottom)")
            }
            if round == 5 { try view.scrollToItem(at: 1_500, at: .centeredVertically, in: layout, animated: true) }
        }
        return (view, log)
    }

    @Test func sameScriptGivesIdenticalStateAndEvents() throws {
        let first = try session()
        let second = try session()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        #expect(first.1.count > 500)
    }
}
