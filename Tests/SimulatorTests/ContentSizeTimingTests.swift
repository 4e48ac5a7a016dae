import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// When the collection view's `contentSize` and resting range change: in a layout pass, not
/// when an apply returns (``HeadlessCollectionView/contentSize``). ``phone``, 20 messages loaded.
@Suite struct ContentSizeTimingTests {
    @Test func anApplyChangesTheContentSizeAtTheNextLayoutPass() throws {
        var seen: [Double] = []
        let controller = ScriptedController()
        controller.onLoad = { context in
            let view = context.collectionView
            seen.append(view.contentSize.height)
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            seen.append(view.contentSize.height)
            seen.append(view.maxContentOffsetY)
            view.layoutIfNeeded()
            seen.append(view.contentSize.height)
            seen.append(view.maxContentOffsetY)
        }
        _ = try run(controller, seconds: 0.1)
        // Empty before the apply, still empty when it returns; laid out, 20 messages tall.
        #expect(seen[0] == 0)
        #expect(seen[1] == 0)
        #expect(seen[2] == -59)  // the resting range of empty content: −adjustedContentInset.top
        #expect(seen[3] > phone.viewportHeight)
        #expect(seen[4] > 0)
    }
}
