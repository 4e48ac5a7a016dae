import ChatRigUIKit
import Foundation
import Testing

extension UIKitRehearsalSuites.UIKitSignatureTests {
    /// The section header, footer and supplementary view members, as Apple's documentation
    /// declares them (each page's declaration, quoted): converted to the documented function
    /// types, so a wrong label, type or optionality fails the build of this file.
    @Test @MainActor func sectionViewMembers() {
        let table = UITableView(frame: .zero, style: .plain)
        // func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
        let register: (AnyClass?, String) -> Void = table.register(_:forHeaderFooterViewReuseIdentifier:)
        // func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
        let dequeue: (String) -> UITableViewHeaderFooterView? = table.dequeueReusableHeaderFooterView(withIdentifier:)
        // func headerView(forSection section: Int) -> UITableViewHeaderFooterView? / footerView(forSection:)
        let header: (Int) -> UITableViewHeaderFooterView? = table.headerView(forSection:)
        let footer: (Int) -> UITableViewHeaderFooterView? = table.footerView(forSection:)
        // func rectForHeader(inSection section: Int) -> CGRect / rectForFooter(inSection:)
        let headerRect: (Int) -> CGRect = table.rectForHeader(inSection:)
        let footerRect: (Int) -> CGRect = table.rectForFooter(inSection:)
        // init(reuseIdentifier: String?); var contentView: UIView { get }; var textLabel: UILabel? { get }
        let view = UITableViewHeaderFooterView(reuseIdentifier: "day")
        let content: UIView = view.contentView
        let label: UILabel? = view.textLabel
        // func prepareForReuse()
        let prepare: () -> Void = view.prepareForReuse

        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)
        let registerSupplementary: (AnyClass?, String, String) -> Void = list.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
        // func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
        //                                       for indexPath: IndexPath) -> UICollectionReusableView
        let dequeueSupplementary: (String, String, IndexPath) -> UICollectionReusableView
            = list.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
        // func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
        let supplementary: (String, IndexPath) -> UICollectionReusableView? = list.supplementaryView(forElementKind:at:)
        // class let elementKindSectionHeader: String / elementKindSectionFooter
        let kinds: [String] = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        #expect(kinds == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"])
        #expect(content.superview === view && label?.superview === content && view.reuseIdentifier == "day")
        _ = (register, dequeue, header, footer, headerRect, footerRect, prepare, registerSupplementary, dequeueSupplementary, supplementary)
    }

    /// The delegates' display callbacks for section views, as declared.
    @Test @MainActor func sectionViewDisplayCallbacks() {
        final class Delegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {}
        let delegate = Delegate()
        // optional func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
        let willHeader: (UITableView, UIView, Int) -> Void = delegate.tableView(_:willDisplayHeaderView:forSection:)
        // optional func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
        let endHeader: (UITableView, UIView, Int) -> Void = delegate.tableView(_:didEndDisplayingHeaderView:forSection:)
        let willFooter: (UITableView, UIView, Int) -> Void = delegate.tableView(_:willDisplayFooterView:forSection:)
        let endFooter: (UITableView, UIView, Int) -> Void = delegate.tableView(_:didEndDisplayingFooterView:forSection:)
        // optional func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        //                              forElementKind elementKind: String, at indexPath: IndexPath)
        let willSupplementary: (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void
            = delegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
        // optional func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        //                              forElementOfKind elementKind: String, at indexPath: IndexPath)
        let endSupplementary: (UICollectionView, UICollectionReusableView, String, IndexPath) -> Void
            = delegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
        _ = (willHeader, endHeader, willFooter, endFooter, willSupplementary, endSupplementary)
    }
}
