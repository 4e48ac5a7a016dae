import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// A second collection view on the chat screen beside the message list.
    @Suite struct SecondCollectionViewTests {
        /// A horizontal strip of suggestions added before the message list: the message list is
        /// still the rehearsed one — every metric and finding as without the strip — and the strip
        /// keeps its own data but shows no cells and hears no callbacks.
        @Test func aSuggestionStripBesideTheListIsInertAndChangesNothing() throws {
            let (plain, _, _) = try FaceBehaviourTests.run { _, _ in }
            let (withStrip, screen, _) = try FaceBehaviourTests.run { controller, _ in controller.addsSuggestionStrip = true }
            #expect(withStrip.metrics == plain.metrics)
            #expect(withStrip.findings == plain.findings)
            let strip = try #require(screen.strip)
            #expect(screen.stripCallbacks == 0)
            #expect(strip.indexPathsForVisibleItems.isEmpty)
            #expect(strip.visibleCells.isEmpty)
            #expect(screen.stripDataSource?.snapshot().itemIdentifiers == ["Summarize", "Translate", "Explain"])
            #expect(screen.stripDataSource?.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Translate")
            #expect(!screen.collectionView.indexPathsForVisibleItems.isEmpty)
        }
    }
}
