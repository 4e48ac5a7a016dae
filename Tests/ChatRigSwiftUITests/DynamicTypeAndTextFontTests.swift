@testable import ChatRigSwiftUI
import ListLayout
import Simulator
import Testing

/// Dynamic Type and a `Text`'s own font: what changes the height a text is laid out at.
/// Sizes from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes".
@MainActor
struct DynamicTypeAndTextFontTests {
    let measurer = GlyphAdvanceMeasurer()

    func height<V: View>(_ view: V) -> CGFloat {
        LayoutPass().size(of: ViewGraph(view).root, ProposedViewSize(width: 300, height: nil)).height
    }

    func line(_ pointSize: Double, _ face: FontFace = .system) -> CGFloat {
        CGFloat(measurer.lineHeight(of: TextFont(face: face, pointSize: pointSize)))
    }

    /// The Large column is SwiftUI's default: each text style's size there is the size the
    /// face's `Font` constants carry.
    @Test func theLargeSizeIsEachTextStylesDefaultSize() {
        for style in Font.TextStyle.allCases {
            #expect(DynamicTypeSize.large.pointSize(of: style) == Double(Font.system(style).size), "\(style)")
        }
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }

    @Test func aTextStyleIsLaidOutAtTheEnvironmentsDynamicTypeSize() {
        #expect(height(Text("x")) == line(17))
        #expect(height(Text("x").dynamicTypeSize(.xSmall)) == line(14))
        #expect(height(Text("x").dynamicTypeSize(.accessibility3)) == line(40))
        #expect(height(VStack { Text("x").font(.caption) }.dynamicTypeSize(.xxxLarge)) == line(18))
        // A font of a fixed size does not scale.
        #expect(height(Text("x").font(.system(size: 17)).dynamicTypeSize(.accessibility5)) == line(17))
    }

    /// A range clamps the size it is handed: an accessibility size above `...large` is large,
    /// a small size below `.large...` is large, one inside stays.
    @Test func aDynamicTypeRangeClampsTheInheritedSize() {
        #expect(height(Text("x").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5)) == line(17))
        #expect(height(Text("x").dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)) == line(17))
        #expect(height(Text("x").dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xLarge).dynamicTypeSize(.medium)) == line(16))
        #expect(DynamicTypeSize.clamp(.accessibility2, to: DynamicTypeSize.xSmall..<DynamicTypeSize.xxLarge) == .xLarge)
    }

    /// `Text.font(_:)` sets the text's own font, before the environment's; a joined text is
    /// laid out in the left one's; `Text.monospaced()` at the monospaced advances.
    @Test func aTextsOwnFontComesBeforeTheEnvironments() {
        #expect(height(VStack { Text("x").font(.caption) }.font(.title)) == line(12))
        #expect(height(VStack { Text("x") }.font(.title)) == line(28))
        #expect(height(Text("a").font(.footnote) + Text("b").font(.title)) == line(13))
        let string = "monospaced width"
        let width = LayoutPass().size(of: ViewGraph(Text(string).monospaced()).root, .unspecified).width
        #expect(width == CGFloat(measurer.measure(string, in: TextFont(face: .monospaced, pointSize: 17), width: .infinity).width))
        #expect(width != CGFloat(measurer.measure(string, in: TextFont(pointSize: 17), width: .infinity).width))
    }

    /// A gradient view takes the size it is offered, 10 × 10 unoffered, as a color does.
    @Test func aGradientViewTakesTheProposal() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(LayoutPass().size(of: ViewGraph(gradient).root, ProposedViewSize(width: 80, height: 30)) == CGSize(width: 80, height: 30))
        #expect(LayoutPass().size(of: ViewGraph(AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))).root, .unspecified)
            == CGSize(width: 10, height: 10))
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    /// `.linear` runs at constant speed, `.easeIn` starts slow (Core Animation's Béziers);
    /// both settle at their duration.
    @Test func linearAndEaseInCurvesFollowCoreAnimationsTimingFunctions() {
        #expect(ListAnimation.linear(duration: 2).progress(after: 0.5) == 0.25)
        #expect(ListAnimation.linear(duration: 2).progress(after: 3) == 1)
        #expect(ListAnimation.linear(duration: 2).settleTime == 2)
        let easeIn = ListAnimation.easeIn(duration: 1)
        #expect(easeIn.progress(after: 0.5) < 0.5)
        #expect(abs(easeIn.progress(after: 0.5) - 0.3153) < 0.001)
        #expect(easeIn.progress(after: 1) == 1)
        #expect(Animation.linear(duration: 2) == Animation(curve: .linear(duration: 2)))
    }
}
