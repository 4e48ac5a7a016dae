@testable import ChatRigSwiftUI
import ListLayout
import Testing

/// The proposal protocol's figures, exact: each view laid out as SwiftUI's documented rules
/// say (``LayoutPass``), proposed 300 × unspecified unless the test says otherwise.
@MainActor
struct LayoutTests {
    /// `view` laid out for `proposal` in a graph of its own; also the text laid out.
    func layout<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: nil)) -> (CGSize, Int) {
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        return (pass.size(of: graph.root, proposal), pass.charactersLaidOut)
    }

    func size<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: nil)) -> CGSize {
        layout(view, proposal).0
    }

    let measurer = GlyphAdvanceMeasurer()
    var bodyLine: CGFloat { CGFloat(measurer.lineHeight(of: TextFont(pointSize: 17))) }

    @Test func shapesAndColorsTakeTheProposalAndTenUnproposed() {
        #expect(size(Color.red, ProposedViewSize(width: 120, height: 40)) == CGSize(width: 120, height: 40))
        #expect(size(Rectangle(), .unspecified) == CGSize(width: 10, height: 10))
        #expect(size(Circle(), ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 10))
    }

    @Test func paddingOffersLessAndAddsItsInsets() {
        #expect(size(Color.red.padding(), ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 100))
        #expect(size(Color.red.frame(width: 20, height: 30).padding(.horizontal, 5)) == CGSize(width: 30, height: 30))
        #expect(size(Color.red.frame(width: 20, height: 30).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
            == CGSize(width: 26, height: 34))
    }

    @Test func fixedFramesAreTheirSizeWhateverTheContentChooses() {
        #expect(size(Text("Hello").frame(width: 200, height: 44)) == CGSize(width: 200, height: 44))
        #expect(size(Color.red.frame(height: 12)) == CGSize(width: 300, height: 12))
    }

    @Test func flexibleFramesClampTheProposalAndTheContent() {
        // maxWidth: .infinity fills the width offered; a one-line text keeps its height.
        let hello = size(Text("Hello"))
        #expect(size(Text("Hello").frame(maxWidth: .infinity)) == CGSize(width: 300, height: hello.height))
        // A bubble capped at 280 is 280 wide when 300 is offered, its content's width when less.
        #expect(size(Text("Hello").frame(maxWidth: 280, alignment: .leading)) == CGSize(width: 280, height: hello.height))
        #expect(size(Text("Hello").frame(maxWidth: 280), ProposedViewSize(width: 40, height: nil)).width == 40)
        // A minimum raises the smaller of content and proposal to it.
        #expect(size(Color.red.frame(width: 10, height: 10).frame(minWidth: 50, minHeight: 5)) == CGSize(width: 50, height: 10))
        // Unproposed, an ideal dimension stands in for the proposal.
        #expect(size(Color.red.frame(idealWidth: 70, idealHeight: 20), .unspecified) == CGSize(width: 70, height: 20))
        // Both bounds: the proposal clamped.
        #expect(size(Color.red.frame(minHeight: 30, maxHeight: 60), ProposedViewSize(width: 10, height: 100)).height == 60)
    }

    @Test func textWrapsToTheWidthOfferedAndHugsItsLines() {
        let string = String(repeating: "streamed tokens arrive ", count: 12)
        let metrics = measurer.measure(string, in: TextFont(pointSize: 17), width: 300)
        #expect(metrics.lineCount > 1)
        #expect(size(Text(string)) == CGSize(width: metrics.width, height: CGFloat(metrics.lineCount) * bodyLine))
        // Its ideal size: one line.
        #expect(size(Text(string), .unspecified).height == bodyLine)
        // `.lineLimit(2)` cuts it to two lines; `.font` sets it in the font's size.
        #expect(size(Text(string).lineLimit(2)).height == 2 * bodyLine)
        let caption = CGFloat(measurer.lineHeight(of: TextFont(pointSize: 12)))
        #expect(size(Text("x").font(.caption)).height == caption)
        #expect(size(Text("")) == .zero)
    }

    @Test func aTextIsChargedItsWholeStringOnlyWhenTheStringChanged() {
        let graph = ViewGraph(Text("Hello, world"))
        let first = LayoutPass()
        _ = first.size(of: graph.root, ProposedViewSize(width: 300, height: nil))
        _ = first.size(of: graph.root, ProposedViewSize(width: 100, height: nil))
        #expect(first.charactersLaidOut == 12)
        let again = LayoutPass()
        _ = again.size(of: graph.root, ProposedViewSize(width: 300, height: nil))
        #expect(again.charactersLaidOut == 0)
    }

    @Test func hStackSharesItsWidthLeastFlexibleFirst() {
        // Two fixed 40s, a spacer between, spacing 10: the spacer takes the rest.
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Spacer()
            Color.blue.frame(width: 40, height: 30)
        }
        #expect(size(row) == CGSize(width: 300, height: 30))
        // Without a spacer the stack hugs its children (default spacing 8).
        let hug = HStack { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 50, height: 10) }
        #expect(size(hug) == CGSize(width: 98, height: 20))
        // Two flexible colors share equally what the fixed one leaves: (300 − 60 − 2 × 0) ÷ 2.
        let shared = HStack(spacing: 0) { Color.red; Color.green.frame(width: 60); Color.blue }
        #expect(size(shared, ProposedViewSize(width: 300, height: 50)) == CGSize(width: 300, height: 50))
    }

    @Test func layoutPriorityIsOfferedEverythingTheOthersDoNotNeedAtLeast() {
        let long = String(repeating: "word ", count: 40)
        let line = bodyLine
        // The text with priority takes all but the other text's minimum (its width offered 0
        // is one cluster wide per line, so it wraps to many lines): the priority text's
        // width is 300 − 8 − the other's minimum width.
        let other = Text("ok")
        let otherMinimum = size(other, ProposedViewSize(width: 0, height: nil)).width
        let stack = HStack { Text(long).layoutPriority(1); other }
        let laidOut = size(stack)
        let priorityWidth = size(Text(long), ProposedViewSize(width: 300 - 8 - otherMinimum, height: nil))
        #expect(laidOut.height == max(priorityWidth.height, line))
    }

    @Test func vStackStacksHeightsWithSpacingAndADividerIsAHairline() {
        let column = VStack(alignment: .leading, spacing: 4) {
            Text("a")
            Divider()
            Color.red.frame(height: 10)
        }
        #expect(size(column) == CGSize(width: 300, height: bodyLine + 1.0 / 3.0 + 10 + 8))
    }

    @Test func zStackIsItsLargestLayerAndABackgroundChangesNothing() {
        let layered = ZStack { Color.red.frame(width: 10, height: 50); Color.blue.frame(width: 60, height: 5) }
        #expect(size(layered) == CGSize(width: 60, height: 50))
        let bubble = Text("Hi").padding(12).background(RoundedRectangle(cornerRadius: 18)).offset(x: 4, y: 9)
        #expect(size(bubble) == CGSize(width: size(Text("Hi")).width + 24, height: bodyLine + 24))
    }

    @Test func fixedSizeTakesTheIdealSizeAndAspectRatioFitsTheProposal() {
        let string = String(repeating: "long text ", count: 20)
        #expect(size(Text(string).fixedSize(horizontal: false, vertical: true)) == size(Text(string)))
        #expect(size(Text(string).fixedSize()).height == bodyLine)
        let image = Image("photo").resizable().aspectRatio(4.0 / 3.0, contentMode: .fit)
        #expect(size(image, ProposedViewSize(width: 240, height: 400)) == CGSize(width: 240, height: 180))
        #expect(size(image, ProposedViewSize(width: 240, height: 90)) == CGSize(width: 120, height: 90))
        #expect(size(Image("photo").resizable().aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 200, height: 100))
        #expect(size(Image(systemName: "star")) == CGSize(width: bodyLine, height: bodyLine))
    }

    @Test func aCustomViewOfTwoViewsGivesItsStackTwoSubviews() {
        struct Pair: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 20, height: 10)
            }
        }
        #expect(size(HStack(spacing: 5) { Pair() }) == CGSize(width: 35, height: 10))
    }
}
