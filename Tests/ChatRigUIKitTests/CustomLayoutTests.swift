import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// A team's own `UICollectionViewLayout` / `UICollectionViewFlowLayout` subclass lays the
    /// rehearsed list out: called in UIKit's order, its content size, frames and offsets are
    /// what the frame loop, the metrics and the detectors see.
    @Suite struct CustomLayoutTests {
        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(ProbeCell.self) { ProbeCell(frame: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: CustomLayoutChatViewController) -> ChatItemID? {
                guard indexPath.section == 0, controller.messages.indices.contains(indexPath.item) else { return nil }
                return MessageID(controller.messages[indexPath.item].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: CustomLayoutChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: CustomLayoutChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
        }

        /// `keyboard-during-stream` (50 of 200 messages, a send and a 600-token reply) with `layout`.
        static func run(_ layout: UICollectionViewLayout) throws -> (RehearsalResult, CustomLayoutChatViewController) {
            let controller = CustomLayoutChatViewController(layout: layout)
            let result = try FaceBehaviourTests.rehearsal.run(FaceBehaviourTests.rehearsal.scenario(at: FaceBehaviourTests.path),
                                                              viewController: { controller }, adapter: Adapter(), named: "custom-layout")
            return (result, controller)
        }

        static func pinned(_ pins: Bool) -> BottomPinnedFlowLayout {
            let layout = BottomPinnedFlowLayout()
            layout.estimatedItemSize = CGSize(width: 390, height: 60)
            layout.minimumLineSpacing = 8
            layout.pinsToBottom = pins
            return layout
        }

        /// UIKit's order: `prepare()` before the content size and the elements; an update's
        /// `prepare(forCollectionViewUpdates:)` after its `prepare()`, the appearing items'
        /// attributes, `finalizeCollectionViewUpdates()`, then `targetContentOffset`; bounds
        /// changes offered; self-sized cells offered as preferred attributes.
        @Test func aFlowLayoutSubclassIsCalledInUIKitsOrder() throws {
            let layout = Self.pinned(true)
            let (result, _) = try Self.run(layout)
            #expect(result.finding(.snapshotError) == nil)
            let calls = layout.calls
            let first = try #require(calls.firstIndex(of: "prepare"))
            #expect(calls.firstIndex(of: "collectionViewContentSize").map { $0 > first } == true)
            #expect(calls.firstIndex(of: "layoutAttributesForElements").map { $0 > first } == true)
            #expect(calls.contains("shouldInvalidateLayout(forBoundsChange:)"))
            #expect(calls.contains("shouldInvalidateLayout(forPreferredLayoutAttributes:)"))
            let update = try #require(calls.firstIndex(of: "prepare(forCollectionViewUpdates:)"))
            #expect(calls[update - 1] == "prepare")
            let finalize = try #require(calls[update...].firstIndex(of: "finalizeCollectionViewUpdates"))
            #expect(calls[update..<finalize].contains("initialLayoutAttributesForAppearingItem"))
            #expect(calls[finalize...].firstIndex(of: "targetContentOffset").map { $0 > finalize } == true)
        }

        /// The engine's content size and item frames are the layout's: a flow layout's column of
        /// self-sized items `minimumLineSpacing` apart.
        @Test func theEngineLaysOutWithTheLayoutsAttributes() throws {
            let layout = Self.pinned(true)
            let (_, screen) = try Self.run(layout)
            let view = try #require(screen.collectionView)
            #expect(view.contentSize.height == layout.collectionViewContentSize.height)
            let last = IndexPath(item: screen.messages.count - 1, section: 0)
            let engineFrame = try #require(view.layoutAttributesForItem(at: last)?.frame)
            let layoutFrame = try #require(layout.layoutAttributesForItem(at: last)?.frame)
            #expect(engineFrame == layoutFrame)
            let previous = try #require(layout.layoutAttributesForItem(at: IndexPath(item: last.item - 1, section: 0))?.frame)
            #expect(layoutFrame.minY == previous.maxY + 8)
        }

        /// The anchor jump a layout's own `targetContentOffset(forProposedContentOffset:)` makes:
        /// the pinned layout moves the list to its new bottom after the send (the message the
        /// user read moves 422.19 pt on screen in one frame, and the list rests at its bottom);
        /// the same flow layout without the override leaves the offset where it was — no jump,
        /// and the list rests 463.67 pt short of its bottom. Both measured by the engine on the
        /// layout's own attributes.
        @Test func aLayoutsTargetContentOffsetIsWhatTheAnchorMetricsSee() throws {
            let (pinned, _) = try Self.run(Self.pinned(true))
            #expect(pinned[.anchorDriftCount] == 1)
            #expect((pinned[.anchorDriftMax] * 1000).rounded() == 422_193)
            #expect(pinned[.bottomShortfallMax] == 0)
            let (unpinned, _) = try Self.run(Self.pinned(false))
            #expect(unpinned[.anchorDriftCount] == 0)
            #expect(unpinned[.anchorDriftMax] == 0)
            #expect((unpinned[.bottomShortfallMax] * 1000).rounded() == 463_670)
        }

        /// A custom layout with its own cache lays the list out: the engine's content size is
        /// its `collectionViewContentSize`, its items `spacing` apart, self-sized from its
        /// estimate through `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` once on screen.
        @Test func aCustomLayoutWithItsOwnCacheLaysTheListOut() throws {
            let layout = CachedChatLayout()
            let (result, screen) = try Self.run(layout)
            #expect(result.finding(.snapshotError) == nil)
            let view = try #require(screen.collectionView)
            #expect(view.contentSize.height == layout.collectionViewContentSize.height)
            let last = screen.messages.count - 1
            let newest = try #require(view.layoutAttributesForItem(at: IndexPath(item: last, section: 0))?.frame)
            let before = try #require(view.layoutAttributesForItem(at: IndexPath(item: last - 1, section: 0))?.frame)
            #expect(newest.minY == before.maxY + 8)
            // The newest message shown at opening (item 49) self-sized from the estimate; the reply
            // below the screen (the layout does not follow) keeps it.
            let opened = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 49, section: 0))?.frame)
            #expect(opened.height != 80)
            #expect(newest.height == 80)
            #expect((result[.bottomShortfallMax] * 1000).rounded() == 483_670)
        }
    }
}
