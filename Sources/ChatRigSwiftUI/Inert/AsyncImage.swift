/// `AsyncImage`: builds its placeholder (the image's arrival is the engine's
/// ``Simulator/AsyncImageLoading`` when the adapter's stack configuration asks for it; the
/// view itself never fetches). README: what is modelled.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let placeholder: any View
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), placeholder)] }
}

extension AsyncImage where Content == Image {
    public init(url: URL?, scale: CGFloat = 1) { placeholder = EmptyView() }
}

extension AsyncImage {
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
        self.placeholder = placeholder()
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        placeholder = content(.empty)
    }
}

/// The content of an `AsyncImage` with a placeholder.
public struct _AsyncImageContent<I: View, P: View>: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// The phases of an `AsyncImage`'s load.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
