import Testing
@testable import Simulator

/// The input bar's growth against its reference values: a text view from one line to 120 pt
/// (lines × the 17 pt system font's 20.29 pt line height + 8 pt insets above and below, at
/// least 36 pt), and
/// a 60 pt attachment strip with 8 pt above and below it.
@Suite struct ComposerGeometryTests {
    let composer = ComposerGeometry(baseHeight: 60)

    @Test func oneLineOrNoneIsTheDevicesComposer() {
        #expect(composer.height(lines: 0, images: 0) == 60)
        #expect(composer.height(lines: 1, images: 0) == 60)
    }

    @Test func theTextViewGrowsByTheLineHeightUpTo120Points() {
        #expect(abs(composer.height(lines: 3, images: 0) - (60 + 2 * 20.29)) < 1e-9)
        // Five lines need 117.45 pt; six would need 137.74: the text view stops at 120 and scrolls.
        #expect(ComposerGeometry.textViewHeight(lines: 5) < 120)
        #expect(ComposerGeometry.textViewHeight(lines: 6) == 120)
        #expect(abs(composer.height(lines: 500, images: 0) - (60 + 120 - (20.29 + 16))) < 1e-9)
    }

    @Test func attachedPhotosAddTheStrip() {
        #expect(composer.height(lines: 1, images: 1) == 60 + 76)
        #expect(composer.height(lines: 1, images: 4) == 60 + 76)
    }
}
