import UniformTypeIdentifiers

/// The system pickers chat screens attach photos and files with, inert: they compile, their
/// labels are built as views, and nothing is ever picked (a scenario has no photo library;
/// its `compose:` events attach images to the composer directly). `PhotosPicker` and
/// `PhotosPickerItem` are PhotosUI's SwiftUI API on Apple's systems: a file's
/// `import PhotosUI` line goes (`chatrig port`), the names are here.

/// An item picked from the photo library (PhotosUI). None is ever picked in a rehearsal.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The item's identifier in the photo library.
    public let itemIdentifier: String?

    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// `loadTransferable(type:)`: nil, as for an item whose representation is unavailable.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// The content types the item can be loaded as: none (nothing is ever picked).
    public var supportedContentTypes: [UTType] { [] }
}


/// What a photo picker shows (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images"), videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos"), screenshots = PHPickerFilter(name: "screenshots")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any(\(filters.map(\.name)))") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// A button that presents the photo picker (PhotosUI's `PhotosPicker`): its label is built;
/// its selection binding is never written.
public struct PhotosPicker<Label: View>: View, PrimitiveView {
    let label: Label

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension PhotosPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        self.init(selection: selection, matching: filter) { Text(title) }
    }
}

/// A date picker: its label is built; its binding is never written.
public struct DatePicker<Label: View>: View, PrimitiveView {
    let label: Label

    public init(selection: Binding<Date>, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>) { self.init(selection: selection) { Text(title) } }
}

/// A color picker: its label is built; its binding is never written.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension View {
    /// `.photosPicker(isPresented:selection:matching:)`: recorded; the picker never shows.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) -> some View {
        modifier(InertModifier(name: "photosPicker", arguments: [filter]))
    }

    /// `.photosPicker(isPresented:selection:maxSelectionCount:matching:)`: recorded; never shows.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             matching filter: PHPickerFilter? = nil) -> some View {
        modifier(InertModifier(name: "photosPicker", arguments: [maxSelectionCount, filter]))
    }
}
