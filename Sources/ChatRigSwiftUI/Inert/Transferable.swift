import Foundation
import UniformTypeIdentifiers

/// CoreTransferable's names, as Apple declares them, for what a photo picker or a drop
/// hands over (``PhotosPickerItem/loadTransferable(type:)``). Inert: nothing is ever
/// transferred in a rehearsal, so no representation's closure runs.

/// A type that can be transferred: CoreTransferable's `Transferable`.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a `Transferable` type is transferred: CoreTransferable's `TransferRepresentation`.
public protocol TransferRepresentation {
    associatedtype Item: Transferable
}

/// Builds a type's representations, in order of preference.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TransferRepresentations<Item> where R.Item == Item {
        TransferRepresentations(count: 1)
    }
    public static func buildBlock(_ components: TransferRepresentations<Item>...) -> TransferRepresentations<Item> {
        TransferRepresentations(count: components.reduce(0) { $0 + $1.count })
    }
}

/// The representations a builder collected (their number).
public struct TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let count: Int
}

/// A representation as bytes of a content type: CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) { self.contentType = contentType }
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) { contentType = exportedContentType }
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) { contentType = importedContentType }
}

/// A file handed to an importing closure: CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A file an exporting closure hands over: CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A representation as a file of a content type: CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType, shouldAttemptToOpenFileInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { self.contentType = contentType }
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) { contentType = exportedContentType }
    public init(importedContentType: UTType, shouldAttemptToOpenFileInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { contentType = importedContentType }
}

/// A representation through another transferable type: CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Data>(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<String>(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<URL>(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        })
    }
}

extension Image: Transferable {
    /// An image is transferred as image data; a rehearsal's images have no pixels, so it
    /// never is.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Image>(exportedContentType: .image) { _ in Data() }
    }
}
