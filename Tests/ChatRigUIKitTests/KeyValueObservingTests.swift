#if !canImport(ObjectiveC)
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// KVO on Linux (``NSKeyValueObservation``): an observation fires when the observed value
    /// changed, after a write of a view's geometry and once a frame for the rehearsed list.
    @Suite struct KeyValueObservingTests {
        /// A write fires the handler with the old and new values asked for; the same value
        /// written again does not fire; after `invalidate()` nothing fires.
        @Test @MainActor func observeFiresOnAChangedContentSizeOnly() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            var heard: [String] = []
            let token = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
                heard.append("\(change.oldValue.map { Int($0.height) } ?? -1)→\(change.newValue.map { Int($0.height) } ?? -1)")
            }
            scrollView.contentSize = CGSize(width: 390, height: 1200)
            scrollView.contentSize = CGSize(width: 390, height: 1200)
            scrollView.contentSize = CGSize(width: 390, height: 1500)
            token.invalidate()
            scrollView.contentSize = CGSize(width: 390, height: 1800)
            #expect(heard == ["0→1200", "1200→1500"])
        }

        /// `.initial` calls the handler at once, with the new value and no old one.
        @Test @MainActor func initialFiresAtOnce() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            var heard: [CGFloat?] = []
            let token = view.observe(\.frame, options: [.initial, .new]) { _, change in heard.append(change.newValue?.height) }
            #expect(heard == [20])
            withExtendedLifetime(token) {}
        }

        /// The string-keyed form reaches the observer's `observeValue(forKeyPath:of:change:context:)`
        /// with `NSValue`s, as KVO boxes geometry; `removeObserver` ends it.
        @Test @MainActor func stringKeyedObservationReachesObserveValue() {
            final class Observer: UIResponder {
                var heard: [String] = []
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                           context: UnsafeMutableRawPointer?) {
                    let new = (change?[.newKey] as? NSValue)?.cgPointValue.y ?? -1
                    let old = (change?[.oldKey] as? NSValue)?.cgPointValue.y ?? -1
                    heard.append("\(keyPath ?? "") \(Int(old))→\(Int(new))")
                }
            }
            let scrollView = UIScrollView(frame: .zero)
            let observer = Observer()
            scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.old, .new], context: nil)
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.removeObserver(observer, forKeyPath: "contentOffset")
            scrollView.contentOffset = CGPoint(x: 0, y: 80)
            #expect(observer.heard == ["contentOffset 0→40"])
        }

        /// On the rehearsed list the engine moves the content size as the reply streams: the
        /// observation hears each new height once (no two in a row equal), ending at the
        /// list's final content height.
        @Test func theListsObservationHearsTheEnginesContentSize() throws {
            let (_, controller, _) = try FaceBehaviourTests.run()
            let heights = controller.observedContentHeights
            #expect(heights.count > 1)
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 != $1 })
            #expect(heights.last == controller.collectionView.contentSize.height)
        }

        /// A UITextView subclass overriding UITextView's two designated initializers inherits
        /// `init()` and `init(frame:)`, which go through `init(frame:textContainer:)`.
        @Test @MainActor func aTextViewSubclassInheritsInitFromItsDesignatedInitializers() {
            let view = ComposerStyleTextView()
            #expect(view.madeBy == "init(frame:textContainer:)")
            #expect(view.textContainer.size == .zero)
        }

        /// `customSpacing(after:)` is the spacing set, else `spacingUseDefault`.
        @Test @MainActor func stackViewCustomSpacing() {
            let stack = UIStackView(), first = UIView(), second = UIView()
            stack.addArrangedSubview(first)
            stack.addArrangedSubview(second)
            stack.setCustomSpacing(12, after: first)
            #expect(stack.customSpacing(after: first) == 12)
            #expect(stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
        }

        /// `hitTest(_:with:)` finds the frontmost interactive subview under the point, skipping
        /// hidden views, and nil outside the view.
        @Test @MainActor func hitTestWalksSubviewsFrontToBack() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let front = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSubview(back)
            root.addSubview(front)
            #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === front)
            front.isHidden = true
            #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === back)
            #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        }
    }
}
#endif
