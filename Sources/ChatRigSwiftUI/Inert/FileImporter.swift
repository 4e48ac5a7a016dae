import Foundation
import UniformTypeIdentifiers

extension View {
    /// `.fileImporter(isPresented:allowedContentTypes:onCompletion:)`: recorded with its
    /// content types; the document picker never shows and nothing is ever picked (a
    /// rehearsal has no files to pick), so `onCompletion` never runs (Apple,
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(InertModifier(name: "fileImporter", arguments: allowedContentTypes.map(\.identifier)))
    }

    /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`:
    /// recorded; never shows.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(InertModifier(name: "fileImporter", arguments: allowedContentTypes.map(\.identifier) + [String(allowsMultipleSelection)]))
    }

    /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`:
    /// recorded; never shows, so neither action runs.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(InertModifier(name: "fileImporter", arguments: allowedContentTypes.map(\.identifier) + [String(allowsMultipleSelection)]))
    }
}
