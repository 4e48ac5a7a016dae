import ChatRigUIKit
import Foundation
import Testing

/// `UINib` is declared and inert: nothing is unarchived, and a nib registration replaces the
/// identifier's class registration (UIKit's latest registration wins), so the identifier then
/// dequeues as an unregistered one.
@Suite struct NibRegistrationTests {
    /// `instantiate(withOwner:options:)` makes no objects; the name and bundle are kept.
    @Test @MainActor func aNibInstantiatesNoObjects() {
        let nib = UINib(nibName: "MessageCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()]).isEmpty)
        #expect(nib.nibName == "MessageCell")
        #expect(nib.bundle == nil)
        #expect(UINib(data: Data([1, 2, 3]), bundle: .main).nibName == nil)
    }

    /// A table's class registration answers a dequeue with a cell; a nib registered after it
    /// for the same identifier replaces it, so the optional dequeue answers nil, as for an
    /// identifier never registered; the same for a header-footer view.
    @Test @MainActor func aNibRegistrationReplacesTheClassRegistration() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") != nil)
        table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    }
}
