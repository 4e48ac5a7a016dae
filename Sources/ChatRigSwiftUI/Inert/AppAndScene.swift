/// An app: compiles; the rehearsal runs a view, not an app (`@main` is the team's choice).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    init()
}

/// A scene of an app: compiles, runs nothing.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A window group: compiles; its content is never built (the rehearsal builds the view it is given).
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// `PreviewProvider`: compiles; previews are never run.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}
