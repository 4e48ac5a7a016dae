@testable import ChatRigUIKit
import Foundation
import Testing

/// A composer's caret: at the start of its position's line, a line of the font high.
@MainActor
@Suite struct CaretRectTests {
    /// "ab\ncd" in 17 pt (a 20 pt line, UIFont's estimate) under the default 8 pt top inset:
    /// the caret after "c" is on the second line, at y 28; at the start it is at y 8.
    @Test func theCaretSitsOnItsPositionsLine() throws {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "ab\ncd"
        let after = try #require(view.position(from: view.beginningOfDocument, offset: 4))
        #expect(view.caretRect(for: after) == CGRect(x: 0, y: 28, width: 2, height: 20))
        #expect(view.caretRect(for: view.beginningOfDocument) == CGRect(x: 0, y: 8, width: 2, height: 20))
        #expect(UIViewController().transitionCoordinator == nil)
    }
}

/// Text units and positions of a message bubble's text view, and a view as a coordinate space.
@MainActor
@Suite struct TextUnitsAndCoordinateSpaceTests {
    /// In "hi there\nnext": the word around offset 4 is "there" (3..<8); the character before
    /// offset 4 (reading left) is "t" (3..<4); the line around offset 10 is "next" (9..<13);
    /// the closest position to a point on the second line (y 30, 20 pt lines under an 8 pt
    /// inset) is that line's start, 9.
    @Test func textUnitsAndPositionsFollowTheString() throws {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "hi there\nnext"
        let tokenizer = view.tokenizer
        let word = try #require(tokenizer.rangeEnclosingPosition(UITextPosition(offset: 4), with: .word, inDirection: .storage(.forward)))
        #expect(word.start.offset == 3 && word.end.offset == 8)
        let character = try #require(tokenizer.rangeEnclosingPosition(UITextPosition(offset: 4), with: .character,
                                                                       inDirection: UITextDirection(rawValue: UITextLayoutDirection.left.rawValue)))
        #expect(character.start.offset == 3 && character.end.offset == 4)
        let line = try #require(tokenizer.rangeEnclosingPosition(UITextPosition(offset: 10), with: .line, inDirection: .storage(.forward)))
        #expect(line.start.offset == 9 && line.end.offset == 13)
        #expect(tokenizer.isPosition(UITextPosition(offset: 8), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(view.closestPosition(to: CGPoint(x: 50, y: 30))?.offset == 9)
        view.selectedTextRange = word
        #expect(view.selectedRange == NSRange(location: 3, length: 5))
    }

    /// A view is a coordinate space: converting through `any UICoordinateSpace` is its view
    /// conversion (a subview at 30, 40 maps its origin to 30, 40 in its superview).
    @Test func aViewConvertsAsACoordinateSpace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        root.addSubview(child)
        let space: any UICoordinateSpace = child
        #expect(root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: space) == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(child.convert(CGPoint(x: 30, y: 40), from: root as any UICoordinateSpace) == .zero)
    }
}
