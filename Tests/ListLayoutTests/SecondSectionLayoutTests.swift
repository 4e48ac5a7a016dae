import ChatModel
import Testing
@testable import ListLayout

/// A typing indicator in a section of its own: `NSCollectionLayoutSection` insets apply per
/// section, so the indicator sits below the messages' bottom inset, behind its own top inset,
/// and the content ends with its own bottom inset.
@Suite("List layout: a second section")
struct SecondSectionLayoutTests {
    private func twoMessagesAndIndicator() -> ListLayout {
        var layout = ListLayout(width: 393, configuration: .messagesAndTypingSection)
        layout.append([.message(message(.user, "Hi", id: 1)), .message(message(.assistant, "", id: 2)), .typingIndicator])
        layout.setSecondSectionStart(2)
        return layout
    }

    @Test("The indicator's section: messages' insets 16 and spacing 18, then its own insets 8, estimated 44")
    func secondSectionInsetsReference() {
        let layout = twoMessagesAndIndicator()
        // Messages: 16 + 100 + 18 + 100 + 16; then 8 + 44 + 8.
        #expect(layout.frame(at: 1) == LayoutRect(x: 16, y: 16 + 100 + 18, width: 361, height: 100))
        #expect(layout.frame(at: 2) == LayoutRect(x: 16, y: 16 + 100 + 18 + 100 + 16 + 8, width: 361, height: 44))
        #expect(layout.contentHeight == 16 + 100 + 18 + 100 + 16 + 8 + 44 + 8)
    }

    @Test("Without a second section in the snapshot the list is one section")
    func oneSectionWithoutStart() {
        var layout = twoMessagesAndIndicator()
        layout.setSecondSectionStart(nil)
        #expect(layout.frame(at: 2).y == 16 + 100 + 18 + 100 + 18)
        #expect(layout.contentHeight == 16 + 100 + 18 + 100 + 18 + 44 + 16)
    }

    @Test("Range queries reach the second section's items")
    func rangeQueriesCoverTheSecondSection() {
        let layout = twoMessagesAndIndicator()
        let indicatorTop = layout.frame(at: 2).minY
        #expect(layout.indexRange(intersecting: indicatorTop..<(indicatorTop + 10)) == 2..<3)
        #expect(layout.indexRange(intersecting: 0..<layout.contentHeight) == 0..<3)
        // The gap of insets between the sections holds no item.
        #expect(layout.indexRange(intersecting: (indicatorTop - 20)..<(indicatorTop - 1)) == 0..<0)
        #expect(layout.indexRange(intersecting: 120..<130) == 0..<0)
        #expect(layout.indexRange(intersecting: 130..<140) == 1..<2)
    }
}
