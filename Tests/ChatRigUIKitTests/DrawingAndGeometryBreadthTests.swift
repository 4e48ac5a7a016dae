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

/// The application's delegate, Core Graphics colors and snapshots, with exact values.
@MainActor
@Suite struct ApplicationAndSnapshotBreadthTests {
    final class AppDelegate: UIApplicationDelegate {}

    /// `UIApplication.shared.delegate?.window` reads as on iOS (a `UIWindow??`): the stand-in
    /// delegate's window is the application's key window (none outside a rehearsal); an app's
    /// own delegate, once set, is the one answered, held weakly.
    @Test func theApplicationsDelegateAnswersWithItsWindow() {
        let application = UIApplication()
        let window: UIWindow?? = application.delegate?.window
        #expect(window == .some(nil))
        #expect(application.delegate is RehearsalApplicationDelegate)
        var delegate: AppDelegate? = AppDelegate()
        application.delegate = delegate
        #expect(application.delegate === delegate)
        delegate = nil
        #expect(application.delegate is RehearsalApplicationDelegate)
    }

    /// A color literal makes a `CGColor` (a bubble's border); its components are the color's.
    @Test func aCGColorFromALiteralHasItsComponents() {
        let border: CGColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(border.components == [0.5, 0.25, 1, 1])
        #expect(CGColor(gray: 0.5, alpha: 0.5).components == [0.5, 0.5, 0.5, 0.5])
        #expect(CGColor(color: UIColor(named: "Asset")!).components == nil)
    }

    /// A snapshot is a plain view of the view's size; a text view has text once it holds some.
    @Test func aSnapshotIsAViewOfTheViewsSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 44))
        #expect(view.snapshotView(afterScreenUpdates: false)?.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        let text = UITextView()
        #expect(!text.hasText)
        text.text = "hi"
        #expect(text.hasText)
    }
}

/// A table screen's pull-to-refresh, swipe actions and keyboard dismissal through the
/// application, with exact values.
@MainActor
@Suite struct TableScreenControlsTests {
    /// A refresh control set on a scroll view joins its subviews (UIKit adds it) and keeps its
    /// refreshing state; a table view controller's is its table view's.
    @Test func aRefreshControlJoinsItsScrollViewAndKeepsItsState() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        #expect(refresh.superview === table)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        table.refreshControl = nil
        #expect(refresh.superview == nil)
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = UIRefreshControl()
        #expect(controller.tableView.refreshControl === controller.refreshControl)
    }

    /// Swipe actions keep what the app gives them: style, title, UIKit's colors by style
    /// (red for destructive, gray otherwise), full swipe on by default.
    @Test func swipeActionsKeepTheirStyleAndActions() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(false) }
        let configuration = UISwipeActionsConfiguration(actions: [delete, pin])
        #expect(configuration.actions.map(\.title) == ["Delete", "Pin"])
        #expect(delete.backgroundColor == .systemRed && pin.backgroundColor == .systemGray)
        #expect(configuration.performsFirstActionWithFullSwipe)
    }

    /// `sendAction(Selector("resignFirstResponder"), to: nil, …)` — the keyboard's dismissal
    /// from anywhere — answers true; another action, or one with a target, false.
    @Test func resigningTheFirstResponderThroughTheApplicationIsHandled() {
        let application = UIApplication()
        #expect(application.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!application.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(!application.sendAction(Selector("resignFirstResponder"), to: UIView(), from: nil, for: nil))
    }
}

/// UIKit's text sizes in order, the five accessibility sizes above the others.
@Suite struct ContentSizeCategoryTests {
    @Test func textSizesOrderAndTheAccessibilitySizesAreMarked() {
        #expect(UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}

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

/// A compositional list: one full-width row per item, estimated at 44 pt.
@MainActor
@Suite struct CompositionalListTests {
    @Test func aListSectionIsOneFullWidthRowEstimatedAt44Points() {
        let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                     layoutEnvironment: LayoutEnvironment(size: CGSize(width: 390, height: 800)))
        #expect(section.estimatedItemHeight == 44)
        #expect(section.group.subitems.first?.layoutSize.widthDimension == .fractionalWidth(1))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(layout.chatListConfiguration(environment: LayoutEnvironment(size: CGSize(width: 390, height: 800))).estimatedMessageHeight == 44)
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
