#if !canImport(Darwin)
import ChatRigSwiftUI
import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType` as UniformTypeIdentifiers declares it: the catalog's types, their conformance and
/// tags, and SwiftUI's `fileImporter` taking them.
@Suite struct UTTypeTests {
    @Test func conformanceFollowsTheSupertypesTransitively() {
        #expect(UTType.jpeg.conforms(to: .image))
        #expect(UTType.jpeg.conforms(to: .data) && UTType.jpeg.conforms(to: .item) && UTType.jpeg.conforms(to: .content))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(!UTType.mpeg4Movie.conforms(to: .image))
        #expect(!UTType.image.conforms(to: .jpeg))
        #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.swiftSource.supertypes == [.sourceCode, .plainText, .text, .data, .item, .content])
    }

    @Test func filenameExtensionsAndMIMETypesFindTheirTypes() {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "m4a")?.conforms(to: .audio) == true)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.preferredMIMEType == "image/png")
        // An extension no type declares: a dynamic type conforming to what was asked for.
        let unknown = UTType(filenameExtension: "chatlog", conformingTo: .text)
        #expect(unknown?.isDynamic == true && unknown?.conforms(to: .text) == true && unknown?.conforms(to: .image) == false)
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test func anUnknownIdentifierIsNilUnlessDeclared() {
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.transcript") == nil)
        let declared = UTType(exportedAs: "com.example.transcript", conformingTo: .json)
        #expect(declared.conforms(to: .text) && declared.isDeclared && !declared.isPublic)
    }

    @MainActor @Test func aFileImporterCompilesAsSwiftUICodeWritesItAndNeverCompletes() {
        var completed = 0
        let view = Text("Attach").fileImporter(isPresented: .constant(true), allowedContentTypes: [.image, .movie]) { _ in completed += 1 }
        let graph = ViewGraph(view)
        graph.update()
        #expect(completed == 0)
        #expect(graph.totalBodyEvaluations == 0)
    }
}
#endif
