import ChatRigSwiftUI
import Testing

/// `UIHostingConfiguration`: a UIKit cell showing a SwiftUI view (iOS 16). The cell's content
/// view hosts the view's graph; setting a hosting configuration again reuses that content view
/// (a reconfigure), as UIKit keeps a content view that supports the new configuration.
@MainActor
struct HostingConfigurationTests {
    /// The content view builds the view's graph when the cell gets the configuration (the
    /// representable inside makes its label once); a second configuration keeps the content
    /// view; margins and the minimum size are what the modifiers set.
    @Test func aCellsHostingConfigurationHostsItsViewAndIsReconfiguredInPlace() {
        let log = LoggingView.Log()
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let configuration = UIHostingConfiguration { LoggingView(log: log, value: 1) }
            .margins(.horizontal, 12)
            .minSize(height: 44)
        cell.contentConfiguration = configuration
        let contentView = cell.contentView
        #expect(contentView is any UIContentView)
        #expect(log.calls.prefix(3) == ["makeCoordinator", "makeUIView coordinator 1", "updateUIView 1"])
        #expect(configuration.margins == EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        #expect(configuration.minimumSize == CGSize(width: 0, height: 44))
        cell.contentConfiguration = UIHostingConfiguration { LoggingView(log: log, value: 2) }
        #expect(cell.contentView === contentView)
        #expect(log.calls.filter { $0.hasPrefix("makeUIView") }.count == 1)
    }
}
