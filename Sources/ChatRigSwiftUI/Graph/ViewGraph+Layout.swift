extension ViewGraph {
    /// Evaluates `node` while its views are laid out, outside an update — a
    /// `GeometryReader`'s content built for the size it was placed at, as SwiftUI builds it
    /// during layout. The next update does what that evaluation made due: the new views'
    /// `onAppear`, the preference checks (`onPreferenceChange` of a measured height), and the
    /// engine hears of the rows whose bodies ran.
    func evaluateDuringLayout(_ node: ViewNode) {
        evaluate(node)
        afterUpdate {}
    }
}
