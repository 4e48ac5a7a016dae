/// SwiftUI's `UIHostingConfiguration` (iOS 16): a UIKit cell's content configuration showing
/// a SwiftUI view, declared as Apple declares it (`struct UIHostingConfiguration<Content, Background>
/// where Content: View, Background: View`, a `UIContentConfiguration`).
///
/// Its content view hosts the view in a ``UIHostingController``: the view's graph is built when
/// the cell's content view is made, and a configuration set again on the cell (a reconfigure,
/// `contentConfiguration = UIHostingConfiguration { … }`) becomes the root view, re-evaluated
/// at the frame's update, as a hosting controller's new root view is. Margins and the minimum
/// size are kept (the cell's height is ChatRig's cell sizer's, README); the background view is
/// hosted too, behind the content, and inert.
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins set with ``margins(_:_:)-(Edge.Set,CGFloat)``; nil: the system's.
    public private(set) var margins: EdgeInsets?
    public private(set) var minimumSize = CGSize.zero

    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    init(content: Content, background: Background, margins: EdgeInsets?, minimumSize: CGSize) {
        self.content = content
        self.background = background
        self.margins = margins
        self.minimumSize = minimumSize
    }

    /// `margins(_:_:)` with a length for each edge of `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        var insets = margins ?? EdgeInsets()
        if edges.contains(.top) { insets.top = length }
        if edges.contains(.leading) { insets.leading = length }
        if edges.contains(.bottom) { insets.bottom = length }
        if edges.contains(.trailing) { insets.trailing = length }
        copy.margins = insets
        return copy
    }

    /// `margins(_:_:)` with insets, for the edges of `edges`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        var margins = self.margins ?? EdgeInsets()
        if edges.contains(.top) { margins.top = insets.top }
        if edges.contains(.leading) { margins.leading = insets.leading }
        if edges.contains(.bottom) { margins.bottom = insets.bottom }
        if edges.contains(.trailing) { margins.trailing = insets.trailing }
        copy.margins = margins
        return copy
    }

    /// `minSize(width:height:)`: the content's minimum size (a nil dimension keeps its value).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minimumSize = CGSize(width: width ?? minimumSize.width, height: height ?? minimumSize.height)
        return copy
    }

    /// `background(content:)`: a view behind the content.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins, minimumSize: minimumSize)
    }

    public func makeContentView() -> any UIView & UIContentView { HostingContentView(configuration: self) }

    /// The configuration for a state: the same (the SwiftUI view reads no cell state here).
    public func updated(for state: UICellConfigurationState) -> Self { self }

    /// The hosted view: the background behind the content.
    var hostedView: AnyView { AnyView(ZStack { background; content }) }
}

/// The content view of a ``UIHostingConfiguration``: a hosting controller's view filling it.
@MainActor
final class HostingContentView: UIView, UIContentView {
    private let host: UIHostingController<AnyView>

    var configuration: any UIContentConfiguration {
        didSet { host.rootView = Self.hostedView(of: configuration) }
    }

    init<Content: View, Background: View>(configuration: UIHostingConfiguration<Content, Background>) {
        self.configuration = configuration
        host = UIHostingController(rootView: configuration.hostedView)
        super.init(frame: .zero)
        host.view.frame = bounds
        addSubview(host.view)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        host.view.frame = bounds
    }

    /// A hosting configuration's view, or an empty one for another kind of configuration
    /// (a cell supports only hosting configurations on this view: ``supports(_:)``).
    private static func hostedView(of configuration: any UIContentConfiguration) -> AnyView {
        (configuration as? any HostedConfiguration)?.erasedView ?? AnyView(EmptyView())
    }

    func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is any HostedConfiguration }
}

/// A hosting configuration, whatever its views' types.
@MainActor
protocol HostedConfiguration {
    var erasedView: AnyView { get }
}

extension UIHostingConfiguration: HostedConfiguration {
    var erasedView: AnyView { hostedView }
}
