import Testing
@testable import ListLayout

@Suite("Orientation and the transform chain")
struct OrientationTests {
    typealias Row = (collection: Bool, cell: Bool, contentView: Bool, uiKitUpright: Bool, hostedUpright: Bool)

    /// Which placements of a y-flip leave content upright. The collection view flip is the
    /// list's orientation; cell and contentView flips are the "unflip" attempts.
    /// The flipped design section 2: flipped collection + flipped cell leaves hosted content upside
    /// down; flipped collection + flipped contentView is the fix.
    static let table: [Row] = [
        (false, false, false, true, true),
        (true, false, false, false, false),
        (true, true, false, true, false),     // the flipped design's bug with UIHostingConfiguration
        (true, false, true, true, true),      // the flipped design's fix
        (true, true, true, false, true),
        (false, true, false, false, true),
        (false, false, true, false, false),
        (false, true, true, true, false),
    ]

    @Test("Upright or upside down for each transform placement, with and without hosted content")
    func uprightTable() {
        for row in Self.table {
            func t(_ flipped: Bool) -> ViewTransform { flipped ? .flippedVertically : .identity }
            let uiKit = TransformChain(collectionView: t(row.collection), cell: t(row.cell), contentView: t(row.contentView), hosting: .uiKitSubviews)
            let hosted = TransformChain(collectionView: t(row.collection), cell: t(row.cell), contentView: t(row.contentView), hosting: .hostingConfiguration)
            #expect(uiKit.isContentUpright == row.uiKitUpright, "\(row)")
            #expect(hosted.isContentUpright == row.hostedUpright, "\(row)")
        }
        #expect(ListOrientation.flipped.collectionViewTransform == .flippedVertically)
        #expect(ListOrientation.natural.collectionViewTransform == .identity)
    }

    @Test("screenY: natural subtracts the offset; flipped mirrors the item about the viewport")
    func screenY() {
        let frame = LayoutRect(x: 16, y: 100, width: 361, height: 50)
        let natural = ScreenMapping(orientation: .natural, contentOffsetY: 40, viewportHeight: 800)
        #expect(natural.screenY(of: frame) == 60)
        let flipped = ScreenMapping(orientation: .flipped, contentOffsetY: 40, viewportHeight: 800)
        // Content 100..150 shown at bounds 60..110, mirrored to screen 690..740.
        #expect(flipped.screenY(of: frame) == 690)
        // Item 0 of a flipped list at offset 0 sits at the visual bottom, above the inset.
        let newest = LayoutRect(x: 16, y: 16, width: 361, height: 60)
        let bottom = ScreenMapping(orientation: .flipped, contentOffsetY: 0, viewportHeight: 852)
        #expect(bottom.screenY(of: newest) + newest.height == 852 - 16)
        #expect(flipped.contentY(atScreenY: 740) == 100)
        #expect(natural.contentY(atScreenY: 60) == 100)
    }

    @Test("Visible items keep their order reversed on screen in a flipped list")
    func flippedOrderOnScreen() {
        var layout = ListLayout(width: 393)
        layout.append(TestConversation.items(seed: 21, count: 30))
        layout.measure(0..<30)
        let mapping = ScreenMapping(orientation: .flipped, contentOffsetY: 200, viewportHeight: 700)
        let visible = layout.indexRange(intersecting: mapping.visibleContentSpan)
        let ys = visible.map { mapping.screenY(of: layout.frame(at: $0)) }
        #expect(ys.count > 2)
        #expect(ys == ys.sorted(by: >))
    }
}
