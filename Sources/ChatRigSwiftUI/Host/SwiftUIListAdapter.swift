import ChatModel
import ListLayout
import Simulator

/// The one piece a team writes to rehearse its SwiftUI chat screen: how the scenario's
/// view-model events reach the team's view model, and which message each row shows.
///
/// The view model is the team's own (`@Observable` or `ObservableObject`); the adapter
/// holds it, as the view does, and mutates it as the app's networking would — on the main
/// actor, as the app does (the rehearsal's thread stands in for it: ``MainActorBridge``). The rows'
/// heights come from ChatRig's cell sizer for the message a row shows (``chatItem(for:)``).
///
/// ```swift
/// final class ChatAdapter: SwiftUIListAdapter {
///     let model: ChatModel
///     init(model: ChatModel) { self.model = model }
///     func chatItem(for rowID: AnyHashable) -> ChatItemID? {
///         (rowID as? UUID).flatMap(MessageID.init).map(ChatItemID.message)
///     }
///     func showConversation(_ context: ChatListContext) { model.messages = context.messages.map(Message.init) }
///     func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { … }
/// }
/// ```
@MainActor
public protocol SwiftUIListAdapter: AnyObject {
    /// The ChatRig item a row of the scroll content shows, by the row's id (its `ForEach`
    /// element's id, or its `.id(_:)`): a message or list chrome. nil records a
    /// `snapshotError`: every row must show something ChatRig knows.
    func chatItem(for rowID: AnyHashable) -> ChatItemID?

    /// The screen opened, or another conversation replaced this one: hand the view model
    /// `context.messages`. On opening, called before the view is built.
    func showConversation(_ context: ChatListContext)

    /// The view was built: a view model the view owns (`@StateObject private var model`,
    /// `@State private var model = ChatModel()`) exists now — find it with
    /// ``ViewGraph/object(ofType:)`` and hand it the conversation. Default: nothing.
    func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext)

    /// The view model changed (a send, tokens, a reply finishing, a page loaded).
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext)

    /// The user tapped the scroll-to-bottom button. Default: nothing.
    func scrollToBottomTapped(_ context: ChatListContext)

    /// The rows' sizes (bubble widths, image sizes). Default: ChatRig's cell metrics.
    var cellMetrics: CellMetrics { get }

    /// How the rows render their text — what a row's body costs beyond the row (plain
    /// `Text`, markdown parsed whole or incrementally), for a parser view code cannot show the
    /// engine (a markdown library of the app's own). Declared, it is charged per body run and
    /// the views' own `AttributedString(markdown:)` calls are not (``assignTextWork(_:_:)``).
    /// Default: plain text.
    var rowRendering: RowRendering { get }

    /// Where the rows' heights come from: their own views' layout (the default) or ChatRig's
    /// cell sizer for the message each shows, as the bundled SwiftUI strategies size theirs.
    var rowSizing: RowSizing { get }

    /// How the list settles at its bottom (`.defaultScrollAnchor(.bottom)`) as rows are
    /// measured. Default: one move a frame when rows are sized by their views, as public
    /// reports describe SwiftUI's lazy stacks opening a long conversation (a blank screen, a
    /// ladder of corrections); within the frame with ChatRig's cell sizer, as the bundled
    /// strategies model it.
    var bottomAnchorSettling: LazyStackConfiguration.BottomAnchorSettling { get }

    /// Whether rows load their images behind a placeholder (`AsyncImage`), and how long an
    /// image takes to arrive. Default: nil (images drawn at their size from the start).
    var imageLoading: AsyncImageLoading? { get }
}

extension SwiftUIListAdapter {
    public func scrollToBottomTapped(_ context: ChatListContext) {}
    public func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext) {}
    public var cellMetrics: CellMetrics { CellMetrics() }
    public var rowRendering: RowRendering { .plainText }
    public var imageLoading: AsyncImageLoading? { nil }
    public var rowSizing: RowSizing { .views }
    public var bottomAnchorSettling: LazyStackConfiguration.BottomAnchorSettling {
        rowSizing == .views ? .oncePerFrame : .withinFrame
    }
}
