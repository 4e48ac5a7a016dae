@testable import ChatRigUIKit
import Foundation
import Testing

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
