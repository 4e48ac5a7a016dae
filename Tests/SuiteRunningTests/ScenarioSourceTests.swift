import Foundation
import Testing
@testable import SuiteRunning

/// A suite folder reached through a symbolic link keeps the paths as the user wrote them,
/// also where the directory enumerator answers with the link resolved, as macOS's does for its
/// temporary folders (links into `/private`): the relative path is taken against both sides
/// resolved.
@Suite struct ScenarioSourceTests {
    /// `<tmp>/real/{a.yaml, nested/b.yml, devices/phone.yaml}` and `<tmp>/link → real`.
    func linkedSuite() throws -> (folder: URL, link: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-source-\(UUID().uuidString)")
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: real.appendingPathComponent("devices"), withIntermediateDirectories: true)
        for file in ["a.yaml", "nested/b.yml", "devices/phone.yaml", "notes.md"] {
            try "name: x\n".write(to: real.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        return (folder, link)
    }

    @Test func aLinkedFolderKeepsItsPathsWithThePlatformEnumerator() throws {
        let (folder, link) = try linkedSuite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ScenarioSource.files(in: [link.path])
        #expect(files.map(\.path) == [link.path + "/a.yaml", link.path + "/nested/b.yml"])
    }

    /// Darwin's enumerator, given `/var/folders/…/link`, yields `/private/var/folders/…/real/…`:
    /// the second line is that case (FileManager's enumerator cannot be overridden to show it).
    @Test func relativePathsUnderTheGivenOrTheResolvedRoot() throws {
        let (folder, link) = try linkedSuite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real")
        #expect(ScenarioSource.relativePath(of: link.appendingPathComponent("nested/b.yml"), under: link) == "nested/b.yml")
        #expect(ScenarioSource.relativePath(of: real.appendingPathComponent("nested/b.yml"), under: link) == "nested/b.yml")
        #expect(ScenarioSource.relativePath(of: link.appendingPathComponent("a.yaml"), under: real) == "a.yaml")
    }
}
