@testable import ChatRigUIKit
import Foundation
import Testing

/// Segments, a constraint's items and a layer's order, as the app sets them.
@MainActor
@Suite struct ControlsAndConstraintItemsTests {
    @Test func segmentsConstraintItemsAndSublayerOrderAreKept() {
        let segments = UISegmentedControl(items: ["All", "Unread"])
        #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.insertSegment(withTitle: "Pinned", at: 1, animated: false)
        #expect(segments.titleForSegment(at: 1) == "Pinned")
        let view = UIView(), other = UIView()
        let anchored = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
        #expect(anchored.firstItem === view && anchored.secondItem === other)
        #expect(anchored.firstAttribute == .top && anchored.secondAttribute == .bottom)
        let itemBased = NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                           multiplier: 1, constant: 44)
        #expect(itemBased.firstItem === view && itemBased.secondItem == nil && itemBased.firstAttribute == .height)
        let layer = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        layer.addSublayer(a)
        layer.addSublayer(b)
        layer.insertSublayer(c, below: b)
        #expect(layer.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map(ObjectIdentifier.init))
        #expect(UIInputView().inputViewStyle == .default)
    }
}
