import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// A flow layout subclass that sizes its items through its delegate
    /// (`collectionView(_:layout:sizeForItemAt:)`, as MessageKit's does) keeps those sizes, and
    /// makes its attributes of its `layoutAttributesClass`, as UIKit's flow layout does.
    @Suite struct FlowLayoutItemSizeTests {
        /// Items of the delegate's sizes: 300 pt wide, 40, 50 and 60 pt tall in turn.
        final class SizingDelegate: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 300, height: 40 + 10 * CGFloat(indexPath.item % 3))
            }
        }

        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(ProbeCell.self) { ProbeCell(frame: $0) }]
            let delegate = SizingDelegate()
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: CustomLayoutChatViewController) -> ChatItemID? {
                guard indexPath.section == 0, controller.messages.indices.contains(indexPath.item) else { return nil }
                return MessageID(controller.messages[indexPath.item].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: CustomLayoutChatViewController, _ context: ChatListContext) {
                controller.collectionView.delegate = delegate
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: CustomLayoutChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
        }

        final class TaggedAttributes: UICollectionViewLayoutAttributes {}

        final class TaggedFlowLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        }

        /// Mixed sizes fill lines greedily: 100 + 10 + 100 pt fit a 390 pt line (spread to its
        /// edges, the shorter item centred on the 60 pt line), 250 pt alone (centred), a 390 pt
        /// item alone, a 500 pt item clamped to the line; lines 8 pt apart.
        @Test func itemsOfTheDelegatesSizesFillLines() {
            let sizes = [CGSize(width: 100, height: 40), CGSize(width: 100, height: 60), CGSize(width: 250, height: 30),
                         CGSize(width: 390, height: 20), CGSize(width: 500, height: 10)]
            let laid = FlowLine.layOut(sizes: sizes, lineWidth: 390, interitemSpacing: 10, lineSpacing: 8, origin: CGPoint(x: 0, y: 20))
            #expect(laid.frames == [CGRect(x: 0, y: 30, width: 100, height: 40), CGRect(x: 290, y: 20, width: 100, height: 60),
                                    CGRect(x: 70, y: 88, width: 250, height: 30), CGRect(x: 0, y: 126, width: 390, height: 20),
                                    CGRect(x: 0, y: 154, width: 390, height: 10)])
            #expect(laid.maxY == 164)
        }

        /// Rehearsed (`keyboard-during-stream`): each item takes the delegate's size, one to a
        /// 393 pt line, centred (46.5 pt in), lines 6 pt apart — not the layout's 50 pt `itemSize`.
        @Test func aSubclassKeepsItsDelegatesItemSizes() throws {
            let layout = BottomPinnedFlowLayout()
            layout.pinsToBottom = false
            layout.minimumLineSpacing = 6
            let controller = CustomLayoutChatViewController(layout: layout)
            let result = try FaceBehaviourTests.rehearsal.run(FaceBehaviourTests.rehearsal.scenario(at: FaceBehaviourTests.path),
                                                              viewController: { controller }, adapter: Adapter(), named: "sized-flow")
            #expect(result.finding(.snapshotError) == nil)
            let frames = (0..<4).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(frames == [CGRect(x: 46.5, y: 0, width: 300, height: 40), CGRect(x: 46.5, y: 46, width: 300, height: 50),
                               CGRect(x: 46.5, y: 102, width: 300, height: 60), CGRect(x: 46.5, y: 168, width: 300, height: 40)])
        }

        /// The cells' attributes are of the subclass's `layoutAttributesClass`, so its
        /// `layoutAttributesForElements(in:)` can cast `super`'s answer to them.
        @Test func attributesAreOfTheLayoutsAttributesClass() throws {
            let layout = TaggedFlowLayout()
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            let (result, _) = try CustomLayoutTests.run(layout)
            #expect(result.finding(.snapshotError) == nil)
            let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 1e9)) ?? []
            #expect(!elements.isEmpty)
            #expect(elements.allSatisfy { $0 is TaggedAttributes })
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TaggedAttributes)
            let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 0))
            #expect(header is TaggedAttributes)
            #expect(header?.representedElementCategory == .supplementaryView)
            #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
        }

        /// `UIVisualEffectView()` (UIKit's inherited `init(frame:)`): no effect, its content view inside.
        @Test @MainActor func aVisualEffectViewMadeWithoutAnEffect() {
            let view = UIVisualEffectView()
            #expect(view.effect == nil)
            #expect(view.contentView.superview === view)
            #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
        }
    }
}
