// UniformTypeIdentifiers' `UTType` where Apple's framework does not exist (Linux), under the
// module name `UniformTypeIdentifiers`, so a file's `import UniformTypeIdentifiers` compiles
// unchanged and SwiftUI's `fileImporter(isPresented:allowedContentTypes:…)` takes the same
// type. On Apple's systems this module is not built: the framework is Apple's.

/// A type in the system's type hierarchy (Apple, `UTType`: "a structure representing a type
/// in a type hierarchy"), from the catalog of system-declared public types
/// (``UTType/catalog``): its identifier, its supertypes, its filename extensions and MIME
/// types. `conforms(to:)` follows the supertypes transitively; a type conforms to itself.
///
/// Types not in the catalog: `init?(_:)` returns nil for them ("returns `nil` if the system
/// doesn't know the type identifier"); `init(importedAs:conformingTo:)` and
/// `init(exportedAs:conformingTo:)` declare one; an unknown filename extension or MIME type
/// gives a dynamic type conforming to the supertype asked for (Apple: "a dynamic type may be
/// provided"), its identifier `dyn.` followed by the tag (Apple encodes it differently:
/// estimate).
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The reverse-DNS string that names the type (`public.jpeg`).
    public let identifier: String
    /// The type's direct supertypes' identifiers.
    let parents: [String]
    /// The filename extensions, the preferred first.
    let filenameExtensions: [String]
    /// The MIME types, the preferred first.
    let mimeTypes: [String]
    /// Whether the type was made for a tag the catalog does not know.
    public let isDynamic: Bool
    /// Whether the type is declared (in the catalog, or by `importedAs`/`exportedAs`).
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type is one of the system's public types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    init(_ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = [], dynamic: Bool = false) {
        self.identifier = identifier
        self.parents = parents
        filenameExtensions = extensions
        mimeTypes = mime
        isDynamic = dynamic
    }

    /// The catalog's type named `identifier`; nil if it has none.
    public init?(_ identifier: String) {
        guard let known = Self.byIdentifier[identifier] else { return nil }
        self = known
    }

    /// A type the app uses but does not own (Apple, `init(importedAs:conformingTo:)`): the
    /// catalog's when it knows the identifier, else declared here conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.byIdentifier[identifier] ?? UTType(identifier, parentType.map { [$0.identifier] } ?? [])
    }

    /// A type the app owns (Apple, `init(exportedAs:conformingTo:)`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(importedAs: identifier, conformingTo: parentType)
    }

    /// The type of files with extension `filenameExtension` (case-insensitive) that conforms
    /// to `supertype`: the catalog's first such type, else a dynamic one.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard !filenameExtension.isEmpty else { return nil }
        let tag = filenameExtension.lowercased()
        self = Self.catalog.first { $0.filenameExtensions.contains(tag) && $0.conforms(to: supertype) }
            ?? UTType("dyn.\(tag)", [supertype.identifier], extensions: [tag], dynamic: true)
    }

    /// The type of data of MIME type `mimeType` (case-insensitive) that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard mimeType.contains("/") else { return nil }
        let tag = mimeType.lowercased()
        self = Self.catalog.first { $0.mimeTypes.contains(tag) && $0.conforms(to: supertype) }
            ?? UTType("dyn.\(tag)", [supertype.identifier], mime: [tag], dynamic: true)
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }

    /// The type's direct and indirect supertypes.
    ///
    /// - Complexity: O(the catalog's depth × breadth above the type).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Self.byIdentifier[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether the type is `type` or one of its subtypes (Apple, `conforms(to:)`).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) && type != self }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && type != self }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
