import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// The behaviour of the UIKit members added for public screens written elsewhere, with
    /// exact values: timing on the virtual clock inside a rehearsal of the probe screen (the
    /// bundled `keyboard-during-stream` scenario), geometry by the documented estimates.
    @Suite struct BreadthBehaviourTests {
        /// Runs the probe screen; `opened` runs inside the rehearsal once the screen is open.
        static func rehearse(_ opened: @escaping () -> Void) throws -> RehearsalResult {
            let adapter = ProbeAdapter()
            adapter.whenOpened = opened
            let rehearsal = Rehearsal()
            return try rehearsal.run(rehearsal.scenario(at: FaceBehaviourTests.path), viewController: { ProbeViewController() },
                                     adapter: adapter, named: "probe")
        }

        /// Milliseconds, to compare virtual-clock differences exactly.
        static func milliseconds(_ seconds: CFTimeInterval) -> Int { Int((seconds * 1000).rounded()) }

        /// Apple: a transaction's completion block runs once the animations added in the group
        /// complete, and at once when none were added. A group holding a 0.4 s and a 0.1 s
        /// `UIView.animate` completes with the 0.4 s one (at the virtual clock's first frame
        /// tick past 0.4 s, as that animation's own completion); an empty group at once; a
        /// completion set outside any group joins the main queue (0 ms on the virtual clock).
        @Test func aTransactionsCompletionWaitsForItsLongestAnimation() throws {
            var completed: [String: Int] = [:]
            let result = try Self.rehearse {
                let start = CACurrentMediaTime()
                let mark = { (name: String) in completed[name] = Self.milliseconds(CACurrentMediaTime() - start) }
                CATransaction.begin()
                CATransaction.setAnimationDuration(0.4)
                #expect(CATransaction.animationDuration() == 0.4)
                CATransaction.setCompletionBlock { mark("group") }
                UIView.animate(withDuration: 0.4, delay: 0, options: [], animations: {}) { _ in mark("long") }
                UIView.animate(withDuration: 0.1, animations: {}) { _ in mark("short") }
                CATransaction.commit()
                CATransaction.begin()
                CATransaction.setCompletionBlock { mark("empty") }
                CATransaction.commit()
                #expect(completed["empty"] == 0 && completed["group"] == nil)
                CATransaction.setCompletionBlock { mark("implicit") }
                #expect(completed["implicit"] == nil)
            }
            #expect(result.passed, "\(result)")
            #expect(completed["empty"] == 0 && completed["implicit"] == 0)
            #expect(completed["group"] == completed["long"])
            #expect((completed["short"] ?? 0) < (completed["long"] ?? 0))
            #expect((400..<409).contains(completed["long"] ?? 0))  // within one 120 Hz frame past 0.4 s
        }

        /// With animations disabled, `animate`'s completion runs at once; enabled again, it
        /// waits for the duration (to the first frame tick past it).
        @Test func disabledAnimationsCompleteAtOnce() throws {
            var completed: [Int] = []
            _ = try Self.rehearse {
                let start = CACurrentMediaTime()
                UIView.setAnimationsEnabled(false)
                #expect(!UIView.areAnimationsEnabled)
                UIView.animate(withDuration: 0.3, animations: {}) { _ in completed.append(Self.milliseconds(CACurrentMediaTime() - start)) }
                UIView.setAnimationsEnabled(true)
                UIView.animate(withDuration: 0.3, animations: {}) { _ in completed.append(Self.milliseconds(CACurrentMediaTime() - start)) }
            }
            #expect(completed.count == 2 && completed.first == 0)
            #expect((300..<309).contains(completed.last ?? 0))
        }

        /// `UIDevice.current.orientation` is `.unknown` until orientation notifications are
        /// asked for, then the rehearsed screen's (portrait: taller than wide).
        @Test func deviceOrientationFollowsTheScreenOnceAskedFor() throws {
            var seen: [UIDeviceOrientation] = []
            _ = try Self.rehearse {
                let device = UIDevice.current
                seen.append(device.orientation)
                device.beginGeneratingDeviceOrientationNotifications()
                seen.append(device.orientation)
                device.endGeneratingDeviceOrientationNotifications()
                seen.append(device.orientation)
            }
            #expect(seen == [.unknown, .portrait, .unknown])
        }

        /// The text estimate: 0.5 em a character, lines of the font's line height (17 pt: 20 pt,
        /// `(17 × 1.193).rounded()`), wrapping at the width asked with
        /// `.usesLineFragmentOrigin`, one line without it.
        @Test func stringsMeasureByTheDocumentedEstimate() {
            let font = UIFont.systemFont(ofSize: 17)
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            #expect("Hello".size(withAttributes: attributes) == CGSize(width: 42.5, height: 20))
            let wrapped = "Hello".boundingRect(with: CGSize(width: 20, height: 0), options: .usesLineFragmentOrigin,
                                               attributes: attributes, context: nil)
            #expect(wrapped == CGRect(x: 0, y: 0, width: 20, height: 60))
            let oneLine = "Hello".boundingRect(with: CGSize(width: 20, height: 0), options: [], attributes: attributes, context: nil)
            #expect(oneLine.height == 20)
            let twoParagraphs = NSAttributedString(string: "Hi\nthere", attributes: attributes)
                .boundingRect(with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin, context: nil)
            #expect(twoParagraphs.size == CGSize(width: 42.5, height: 40))
        }

        /// A layout manager over a text view's storage: its used rectangle is the estimate in
        /// the container's width less twice the line fragment padding (100 − 10 = 90 pt: 10
        /// characters of 17 pt a line), and a point maps back to the glyph under it.
        @Test @MainActor func aTextViewsLayoutManagerAnswersFromTheEstimate() {
            let textView = UITextView(frame: .zero)
            textView.textContainer.size = CGSize(width: 100, height: 0)
            textView.text = String(repeating: "a", count: 25)
            let manager = textView.layoutManager
            #expect(textView.textStorage.string == textView.text)
            #expect(manager.usedRect(for: textView.textContainer).size == CGSize(width: 90, height: 60))
            #expect(manager.glyphIndex(for: CGPoint(x: 9, y: 21), in: textView.textContainer) == 11)
            #expect(manager.lineFragmentUsedRect(forGlyphAt: 24, effectiveRange: nil) == CGRect(x: 0, y: 40, width: 90, height: 20))
        }

        /// `selectedTextRange` reads and writes `selectedRange`; `paste(_:)` replaces the
        /// selection with the pasteboard's string and moves the cursor past it.
        @Test func aTextViewsSelectionAndPaste() throws {
            let textView = UITextView(frame: .zero)
            textView.text = "hello"
            textView.selectedRange = NSRange(location: 5, length: 0)
            let cursor = textView.offset(from: textView.beginningOfDocument, to: textView.selectedTextRange!.start)
            #expect(cursor == 5)
            _ = try Self.rehearse {  // the general pasteboard is the rehearsal's own
                UIPasteboard.general.string = "!"
                textView.paste(nil)
            }
            #expect(textView.text == "hello!")
            #expect(textView.selectedRange == NSRange(location: 6, length: 0))
            textView.selectedTextRange = textView.textRange(from: textView.beginningOfDocument, to: textView.position(from: textView.beginningOfDocument, offset: 4)!)
            #expect(textView.selectedRange == NSRange(location: 0, length: 4))
            #expect(textView.position(from: textView.endOfDocument, offset: 1) == nil)
        }

        /// `indexPathForItem(at:)`: the visible item under a point of the list's content, nil
        /// where no item is.
        @Test func aPointFindsTheVisibleItemUnderIt() throws {
            var hits: [IndexPath?] = []
            var expected: [IndexPath] = []
            let adapter = ProbeAdapter()
            let rehearsal = Rehearsal()
            _ = try rehearsal.run(rehearsal.scenario(at: FaceBehaviourTests.path), viewController: { ProbeViewController() },
                                  adapter: adapter, named: "probe")
            let list = try #require(adapter.controller?.collectionView)
            for path in list.indexPathsForVisibleItems.prefix(3) {
                let frame = try #require(list.layoutAttributesForItem(at: path)?.frame)
                expected.append(path)
                hits.append(list.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)))
            }
            #expect(!expected.isEmpty)
            #expect(hits == expected.map(Optional.some))
            #expect(list.indexPathForItem(at: CGPoint(x: -1, y: -1_000_000)) == nil)
        }

        #if !canImport(ObjectiveC)
        /// Associated objects live on the responder: set, read, replaced, removed; `ASSIGN`
        /// keeps an object weakly (nil once it is gone).
        @Test @MainActor func associatedObjectsLiveOnTheResponder() {
            nonisolated(unsafe) var key: UInt8 = 0
            nonisolated(unsafe) var weakKey: UInt8 = 0
            let view = UIView()
            objc_setAssociatedObject(view, &key, "pull to refresh", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &key) as? String == "pull to refresh")
            do {
                let header = UIView()
                objc_setAssociatedObject(view, &weakKey, header, .OBJC_ASSOCIATION_ASSIGN)
                #expect(objc_getAssociatedObject(view, &weakKey) as? UIView === header)
            }
            #expect(objc_getAssociatedObject(view, &weakKey) == nil)
            objc_setAssociatedObject(view, &key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &key) == nil)
            objc_setAssociatedObject(view, &key, 3, .OBJC_ASSOCIATION_COPY)
            objc_removeAssociatedObjects(view)
            #expect(objc_getAssociatedObject(view, &key) == nil)
        }
        #endif

        /// Values pinned as UIKit documents them: progress pinned to 0…1, a switch's `setOn`,
        /// a paragraph style's mutable copy, `CATransform3DConcat` (translate then scale).
        @Test @MainActor func valuesAsUIKitDocumentsThem() {
            let progress = UIProgressView(progressViewStyle: .bar)
            progress.setProgress(1.5, animated: true)
            #expect(progress.progress == 1)
            progress.progress = -2
            #expect(progress.progress == 0)
            let toggle = UISwitch(frame: .zero)
            toggle.setOn(true, animated: false)
            #expect(toggle.isOn)
            let style = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
            style?.lineSpacing = 4
            #expect(style?.lineSpacing == 4 && NSParagraphStyle.default.lineSpacing == 0)
            let moved = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
            #expect(moved.m41 == 20 && moved.m11 == 2 && moved.m44 == 1)
            #expect(CATransform3DGetAffineTransform(CATransform3DMakeScale(1, -1, 1)) == CGAffineTransform(scaleX: 1, y: -1))
        }
    }
}

/// `NSMutableAttributedString()` compiles on every platform and is an empty, mutable string.
@Suite struct EmptyMutableAttributedStringTests {
    @Test func anEmptyMutableAttributedStringAppends() {
        let text = NSMutableAttributedString()
        #expect(text.length == 0)
        text.append(NSAttributedString(string: "hello"))
        #expect(text.string == "hello")
    }
}
