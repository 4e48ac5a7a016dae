import ChatModel
import ListLayout
import Simulator

/// The one piece a team writes to rehearse its UIKit chat screen: how the scenario's
/// view-model events reach the view controller's own update methods, and what the
/// rehearsal cannot learn from UIKit code alone.
///
/// - **Which message an item shows** (``chatItem(for:)``): cell heights come from
///   ChatRig's cell sizer for that message (its text, images, thinking block), as the
///   list's self-sizing cells would measure it; Auto Layout constraints are not solved.
///   The cell kind (reuse pool, configure cost) is the message's kind, so the adapter need
///   not name one per cell class.
///   A screen with a classic `UICollectionViewDataSource` (no item identifiers) names the
///   message at an index path instead (``chatItem(at:of:)``).
/// - **How to make each cell class** (``cellFactories``): Swift without the Objective-C
///   runtime cannot create a registered class from its metatype unless its `init(frame:)`
///   is `required`, which cell subclasses do not write; one line per class.
///
/// ```swift
/// final class ChatAdapter: UIKitListAdapter {
///     let cellFactories = [UIKitCellFactory(UserMessageCell.self) { UserMessageCell(frame: $0) }, …]
///     func chatItem(for item: AnyHashable) -> ChatItemID? {
///         switch item as? ChatViewController.Item {
///         case .message(let uuid)?: MessageID(uuid).map(ChatItemID.message)
///         case .typingIndicator?: .typingIndicator
///         case nil: nil
///         }
///     }
///     func showConversation(_ controller: ChatViewController, _ context: ChatListContext) {
///         controller.updateMessages(context.messages.map(Message.init))
///     }
///     func messagesDidChange(_ change: MessagesChange, _ controller: ChatViewController, _ context: ChatListContext) { … }
/// }
/// ```
///
/// Its requirements are main-actor code, as the view controller they call is (its cell
/// factories are plain data, made anywhere); the adapter itself may be made anywhere (a
/// nonisolated test makes it with `ChatAdapter()`).
public protocol UIKitListAdapter: AnyObject {
    associatedtype ViewController: UIViewController

    /// One factory per cell class the view controller registers.
    var cellFactories: [UIKitCellFactory] { get }

    /// The ChatRig item an item identifier of the app's diffable data source shows: a
    /// message (by its id), or list chrome (the typing indicator). nil records a
    /// `snapshotError`: every item must show something ChatRig knows.
    @MainActor func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID?

    /// The ChatRig item at `indexPath` of a classic `UICollectionViewDataSource` (one without
    /// item identifiers), read from the view controller's own model — typically
    /// `viewController.messages[indexPath.item]`. Asked once per item, when it is loaded,
    /// inserted or reloaded. Default nil: a screen with a diffable data source never needs it,
    /// and nil records a `snapshotError`.
    @MainActor func chatItem(at indexPath: IndexPath, of viewController: ViewController) -> ChatItemID?

    /// The screen opened, or another conversation replaced this one: hand the view
    /// controller `context.messages` through its own update methods.
    @MainActor func showConversation(_ viewController: ViewController, _ context: ChatListContext)

    /// The view model changed (a send, tokens, a reply finishing, a page loaded).
    @MainActor func messagesDidChange(_ change: MessagesChange, _ viewController: ViewController, _ context: ChatListContext)

    /// The user tapped the scroll-to-bottom button: send the app's button its tap
    /// (`button.sendActions(for: .touchUpInside)`). Default: nothing (no such button).
    @MainActor func scrollToBottomTapped(_ viewController: ViewController, _ context: ChatListContext)

    /// The input bar over the bottom of the list, whose frame the rehearsal sets from the
    /// composer's height (default: none).
    @MainActor func inputBar(of viewController: ViewController) -> UIView?

    /// nil (the default): the app's labels and text views charge laying out their string
    /// when it changes, and its markdown initializers their parsing, where its code does it
    /// (``TextWork``). A holding instead: ChatRig's cell sizer charges the cells' text as
    /// that holding lays it out, and its markdown model their parsing — for comparing a
    /// screen with a port that models it that way.
    var textHolding: TextHolding? { get }

    /// Main-thread work the app's cell code does that UIKit calls cannot reveal (a
    /// `DateFormatter` made per configure, a linear search of the app's array): declare it
    /// on `configuration` so the engine charges it. Default: nothing.
    @MainActor func configure(_ configuration: inout CellConfiguration, shownBy cell: UICollectionViewCell, for item: ChatItemID,
                   _ context: ChatListContext)
}

extension UIKitListAdapter {
    @MainActor public func chatItem(at indexPath: IndexPath, of viewController: ViewController) -> ChatItemID? { nil }
    @MainActor public func scrollToBottomTapped(_ viewController: ViewController, _ context: ChatListContext) {}
    @MainActor public func inputBar(of viewController: ViewController) -> UIView? { nil }
    public var textHolding: TextHolding? { nil }
    @MainActor public func configure(_ configuration: inout CellConfiguration, shownBy cell: UICollectionViewCell, for item: ChatItemID,
                          _ context: ChatListContext) {}
}

/// How to make one cell class: `UIKitCellFactory(UserMessageCell.self) { UserMessageCell(frame: $0) }`
/// for a collection view cell, `UIKitCellFactory(MessageRow.self) { MessageRow(style: .default,
/// reuseIdentifier: $0) }` for a table view cell.
public struct UIKitCellFactory: Sendable {
    let cellClass: ObjectIdentifier
    let className: String
    /// Makes a cell for a frame (collection view cells) or a reuse identifier (table rows).
    let make: @MainActor @Sendable (CGRect, String) -> UIView

    public init<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, make: @escaping @MainActor @Sendable (CGRect) -> Cell) {
        self.cellClass = ObjectIdentifier(cellClass)
        className = String(describing: cellClass)
        self.make = { frame, _ in make(frame) }
    }

    /// A table view cell class: `make` gets the reuse identifier the table dequeues with.
    public init<Cell: UITableViewCell>(_ cellClass: Cell.Type, make: @escaping @MainActor @Sendable (_ reuseIdentifier: String) -> Cell) {
        self.cellClass = ObjectIdentifier(cellClass)
        className = String(describing: cellClass)
        self.make = { _, identifier in make(identifier) }
    }

    /// Any other view class the app's generic code makes through its metatype — `T(frame:)`
    /// with `T: UIView` (``UIViewFrameConstructible``): `UIKitCellFactory(view: BubbleView.self)
    /// { BubbleView(frame: $0) }`. Keyed by the exact class (each specialization of a generic one).
    public init<View: UIView>(view viewClass: View.Type, make: @escaping @MainActor @Sendable (CGRect) -> View) {
        cellClass = ObjectIdentifier(viewClass)
        className = String(describing: viewClass)
        self.make = { frame, _ in make(frame) }
    }
}

extension MessageID {
    /// The message a UUID made by ``Foundation/UUID/init(_:)`` names; nil for any other UUID.
    public init?(_ uuid: UUID) {
        let bytes = uuid.uuid
        let prefix: [UInt8] = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7]
        guard prefix == UUID.chatRigPrefix else { return nil }
        let tail: [UInt8] = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
        self.init(tail.reduce(Int64(0)) { $0 << 8 | Int64($1) })
    }
}

extension UUID {
    static let chatRigPrefix: [UInt8] = [0x43, 0x68, 0x61, 0x74, 0x52, 0x69, 0x67, 0x00]  // "ChatRig\0"

    /// A UUID that stands for ChatRig message `id` in an app whose messages are keyed by
    /// UUID; ``ChatModel/MessageID/init(_:)-(UUID)`` reads it back. Deterministic.
    public init(_ id: MessageID) {
        let p = UUID.chatRigPrefix
        let v = UInt64(bitPattern: id.rawValue)
        func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: v >> shift) }
        self.init(uuid: (p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7],
                         byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
    }
}
