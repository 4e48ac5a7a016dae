import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Simulator
import Testing

/// A representable that logs every call SwiftUI makes to it, with its coordinator's serial.
struct LoggingView: UIViewRepresentable {
    final class Log {
        var calls: [String] = []
        var view: UILabel?
    }
    final class Coordinator { let serial: Int; init(serial: Int) { self.serial = serial } }

    let log: Log
    let value: Int

    func makeCoordinator() -> Coordinator {
        log.calls.append("makeCoordinator")
        return Coordinator(serial: log.calls.count)
    }

    func makeUIView(context: Context) -> UILabel {
        log.calls.append("makeUIView coordinator \(context.coordinator.serial)")
        let label = UILabel()
        log.view = label
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = "\(value)"
        log.calls.append("updateUIView \(value)")
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        uiView.text = "dismantled by \(coordinator.serial)"
    }
}

/// A screen that shows the representable while `shown`, with a value from its state.
struct RepresentingScreen: View {
    @ObservedObject var model: Model
    let log: LoggingView.Log

    final class Model: ObservableObject {
        @Published var value = 1
        @Published var shown = true
        @Published var title = "Chat"
    }

    var body: some View {
        VStack {
            Text(model.title)
            if model.shown { LoggingView(log: log, value: model.value) }
        }
    }
}

/// `UIViewRepresentable` in SwiftUI's documented order (Apple, `UIViewRepresentable`,
/// `makeCoordinator()`: "SwiftUI calls this method before calling the `makeUIView(context:)`
/// method"; `updateUIView(_:context:)`: called "for any changes affecting the corresponding
/// UIKit view"; `dismantleUIView(_:coordinator:)`: "before removing the UIKit view").
@MainActor @Suite struct RepresentableTests {
    @Test func aRepresentableIsMadeOnceThenUpdatedOnlyWhenItsInputsChangeThenDismantled() throws {
        let log = LoggingView.Log()
        let model = RepresentingScreen.Model()
        let graph = ViewGraph(RepresentingScreen(model: model, log: log))
        #expect(log.calls == ["makeCoordinator", "makeUIView coordinator 1", "updateUIView 1"])
        let label = try #require(log.view)
        #expect(label.text == "1")

        // The screen's body runs again with equal inputs for the representable: no update.
        model.title = "Chat 2"
        graph.update()
        #expect(log.calls.count == 3)

        model.value = 2
        graph.update()
        #expect(log.calls == ["makeCoordinator", "makeUIView coordinator 1", "updateUIView 1", "updateUIView 2"])

        model.shown = false
        graph.update()
        #expect(label.text == "dismantled by 1")
        #expect(log.calls.count == 4)
    }

    /// A view controller's representable: made, its controller a child of the hosting
    /// controller, its view loaded as UIKit loads it and joined to the hosting view.
    @Test func aHostingControllerAdoptsTheControllersRepresentablesMake() throws {
        final class Child: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        struct Wrapper: UIViewControllerRepresentable {
            let child: Child
            func makeUIViewController(context: Context) -> Child { child }
            func updateUIViewController(_ controller: Child, context: Context) {}
        }
        let child = Child()
        let host = UIHostingController(rootView: Wrapper(child: child))
        host.loadViewIfNeeded()
        #expect(host.children.count == 1 && host.children.first === child)
        #expect(child.loads == 1)
        #expect(child.viewIfLoaded?.superview === host.view)
    }
}
