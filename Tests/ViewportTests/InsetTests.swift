import Testing
@testable import Viewport

@Suite struct InsetTests {
    let safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    @Test func automaticAddsTheSafeAreaAndSetsTheScrollRange() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 5_000, safeArea: safeArea)
        view.contentInset = EdgeInsets(top: 8, bottom: 8)
        #expect(view.contentInsetAdjustmentBehavior == .automatic)
        #expect(view.adjustedContentInset == EdgeInsets(top: 67, bottom: 42))
        #expect(view.minContentOffsetY == -67)
        #expect(view.maxContentOffsetY == 5_000 + 42 - 852)
        #expect(view.unobscuredContentRange == (view.contentOffset.y + 67) ..< (view.contentOffset.y + 852 - 42))
    }

    @Test func neverIgnoresTheSafeArea() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 5_000, safeArea: safeArea)
        view.contentInsetAdjustmentBehavior = .never
        view.contentInset = EdgeInsets(top: 8, bottom: 8)
        #expect(view.adjustedContentInset == EdgeInsets(top: 8, bottom: 8))
        #expect(view.minContentOffsetY == -8)
        #expect(view.maxContentOffsetY == 5_000 + 8 - 852)
    }

    @Test func scrollableAxesAdjustsOnlyScrollableContent() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 300, safeArea: safeArea)
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(view.adjustedContentInset == .zero)
        view.alwaysBounceVertical = true
        #expect(view.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
        view.alwaysBounceVertical = false
        view.contentSize.height = 2_000
        #expect(view.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func alwaysAddsHorizontalInsetsToo() throws {
        var view = try scrollView(frameHeight: 393, contentHeight: 5_000, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        view.contentInsetAdjustmentBehavior = .always
        #expect(view.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        view.contentInsetAdjustmentBehavior = .automatic
        #expect(view.adjustedContentInset == EdgeInsets(top: 0, bottom: 21))
    }

    @Test func shortContentHasAnEmptyScrollRange() throws {
        let view = try scrollView(frameHeight: 852, contentHeight: 300, safeArea: safeArea)
        #expect(view.minContentOffsetY == -59)
        #expect(view.maxContentOffsetY == -59)
        #expect(view.contentOffset.y == -59)
    }

    @Test func composerAndSafeAreaMakeTheBottomObstruction() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 5_000, safeArea: safeArea)
        view.composerHeight = 52
        #expect(view.bottomObstruction == 86)
        #expect(view.effectiveSafeAreaInsets.bottom == 86)
        #expect(view.adjustedContentInset.bottom == 86)
    }

    @Test func shrinkingContentClampsARestingOffset() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.contentOffset.y = 4_200
        view.contentSize.height = 3_000
        #expect(view.contentOffset.y == 2_200)
    }

    @Test func resizeReportsTheWidthChangeAndKeepsTheOffsetInRange() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 5_000, safeArea: safeArea)
        view.contentOffset.y = view.maxContentOffsetY   // 4,182
        let rotation = try view.resize(to: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(rotation.widthChanged)
        #expect(rotation.oldSize == Size(width: 393, height: 852))
        #expect(view.contentOffset.y == 4_182)   // still inside 0 ... 4,628
        view.contentSize = Size(width: 852, height: 3_000)   // re-measured: wider, shorter
        #expect(view.contentOffset.y == 3_000 + 21 - 393)
        let split = try view.resize(to: Size(width: 852, height: 300), safeAreaInsets: .zero)
        #expect(!split.widthChanged)
        #expect(throws: ViewportError.self) { try view.resize(to: Size(width: -1, height: 300), safeAreaInsets: .zero) }
    }

    @Test func rejectsImpossibleGeometry() {
        #expect(throws: ViewportError.self) { try ScrollView(frameSize: Size(width: .nan, height: 800)) }
        #expect(throws: ViewportError.self) { try ScrollView(frameSize: Size(width: 393, height: 800), safeAreaInsets: EdgeInsets(top: -1)) }
        #expect(throws: ViewportError.self) { try ArrayContentLayout(heights: [10, -2]) }
        #expect(throws: ViewportError.self) { try ArrayContentLayout(heights: [10], kinds: ["a", "b"]) }
    }

    @Test func dragCallsOutOfOrderThrow() throws {
        var view = try scrollView(contentHeight: 5_000)
        #expect(throws: ViewportError.self) { try view.dragMoved(toFingerY: 10) }
        #expect(throws: ViewportError.self) { try view.endDragging() }
        try view.beginDragging(fingerY: 10)
        #expect(throws: ViewportError.self) { try view.beginDragging(fingerY: 10) }
        #expect(throws: ViewportError.self) { try view.dragMoved(toFingerY: .infinity) }
    }
}
