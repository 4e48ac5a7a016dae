import ChatRigUIKit
import Testing

/// Image and color literals without a type context are `UIImage` and `UIColor`, as UIKit's
/// overlay makes them; UIFont's standard sizes are the values iOS returns.
@Suite struct LiteralsAndFontSizesTests {
    @Test func literalsWithoutATypeContextAreUIKitsTypes() {
        let pin = #imageLiteral(resourceName: "ic_map_marker")
        #expect(pin.name == "ic_map_marker")
        #expect(pin.size == .zero)
        let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(tint == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func standardFontSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        #expect(digits == UIFont.systemFont(ofSize: 15, weight: .semibold))
    }
}
