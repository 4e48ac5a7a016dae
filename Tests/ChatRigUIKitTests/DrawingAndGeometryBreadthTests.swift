@testable import ChatRigUIKit
import Foundation
import Testing

/// Color components, spring settling, point conversion and fitting with priorities: the
/// modelled members added for public screens' drawing and geometry code, with exact values.
@MainActor
@Suite struct DrawingAndGeometryBreadthTests {
    private func rgba(_ color: UIColor) -> [CGFloat]? {
        var (r, g, b, a) = (CGFloat(-1), CGFloat(-1), CGFloat(-1), CGFloat(-1))
        return color.getRed(&r, green: &g, blue: &b, alpha: &a) ? [r, g, b, a] : nil
    }

    /// A color made from components gives them back; UIKit's fixed colors give Apple's
    /// documented values (`gray` 0.5, `orange` 1, 0.5, 0), the system colors their light
    /// appearance (`systemBlue` 0, 122, 255); an asset catalog color has none (false, nothing
    /// written); `withAlphaComponent` keeps the components.
    @Test func aColorGivesBackItsComponentsWhereTheyAreKnown() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)) == [0.2, 0.4, 0.6, 0.5])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.systemBlue) == [0, CGFloat(122) / 255, 1, 1])
        #expect(rgba(UIColor.red.withAlphaComponent(0.3)) == [1, 0, 0, 0.3])
        #expect(rgba(UIColor(named: "BubbleTint")!) == nil)
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
        #expect(!UIColor.orange.getWhite(&white, alpha: &alpha))
    }

    /// HSB and RGB convert by the hexcone model: hue 0.5 at full saturation and brightness is
    /// cyan; orange's hue is 30° (1/12), saturation and brightness 1.
    @Test func hueSaturationAndBrightnessConvertByTheHexcone() {
        #expect(rgba(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 1, 1])
        var (h, s, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect([h, s, b, a] == [CGFloat(1) / 12, 1, 1, 1])
    }

    /// A spring's settling duration (an estimate: the slowest mode's decay to 0.001):
    /// ln(1000) / 5 s for the defaults (mass 1, stiffness 100, damping 10, under-damped);
    /// over-damped (damping 30: ζ = 1.5) the slow mode's rate is 10 × (1.5 − √1.25).
    @Test func aSpringSettlesWhenItsSlowestModeHasDecayed() {
        let spring = CASpringAnimation(keyPath: "position.y")
        #expect(spring.settlingDuration == 1.3815510557964275)
        spring.damping = 30
        #expect(abs(spring.settlingDuration - 1.808473810634175) < 1e-12)
    }

    /// `convert(_:from:)` undoes `convert(_:to:)` for points: a point 10, 20 in a subview at
    /// 30, 40 is 40, 60 in its superview and back.
    @Test func aPointConvertsFromAViewAsItConvertsToIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint(x: 40, y: 60))
        #expect(child.convert(CGPoint(x: 40, y: 60), from: root) == CGPoint(x: 10, y: 20))
        #expect(root.convert(CGPoint(x: 10, y: 20), from: child) == CGPoint(x: 40, y: 60))
    }

    /// A view that sizes itself in the priority form of `systemLayoutSizeFitting` is measured
    /// through it, asked with a required width and the lowest height priority, as a
    /// self-sizing list asks in UIKit; a plain view answers its frame's height.
    @Test func fittingAsksThePriorityFormWithARequiredWidth() {
        final class Header: UIView {
            var asked: [UILayoutPriority] = []
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                                  verticalFittingPriority: UILayoutPriority) -> CGSize {
                asked = [horizontalFittingPriority, verticalFittingPriority]
                return CGSize(width: targetSize.width, height: 42)
            }
        }
        let header = Header()
        #expect(header.fittingHeight(width: 393) == 42)
        #expect(header.asked == [.required, .fittingSizeLevel])
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 17)).fittingHeight(width: 393) == 17)
    }
}
