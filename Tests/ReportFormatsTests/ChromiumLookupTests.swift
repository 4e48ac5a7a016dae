import Foundation
import Testing

/// The browser test finds Chrome where macOS keeps it — an application bundle, not a command
/// on `PATH` — so on a Mac it renders report.html instead of skipping.
@Suite struct ChromiumLookupTests {
    /// `<folder>/<app>.app/Contents/MacOS/<binary>`, a script answering `--version` as Chrome does.
    func fakeApplication(_ app: String, binary: String, in folder: URL) throws -> String {
        let macOS = folder.appendingPathComponent("\(app).app/Contents/MacOS")
        try FileManager.default.createDirectory(at: macOS, withIntermediateDirectories: true)
        let path = macOS.appendingPathComponent(binary).path
        try "#!/bin/sh\necho 'Google Chrome 131.0.6778.85'\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func findsChromeInAnApplicationFolderWithNothingOnPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let chrome = try fakeApplication("Google Chrome", binary: "Google Chrome", in: folder)
        let found = Chromium.find(environment: ["PATH": folder.appendingPathComponent("no-bin").path],
                                  applicationFolders: [folder.path])
        #expect(found?.executable.path == chrome)
    }

    @Test func findsNothingWhereThereIsNoBrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-apps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Chromium.find(environment: ["PATH": folder.path], applicationFolders: [folder.path]) == nil)
    }

    @Test func theMacOSBundlesComeAfterTheChosenBrowserAndPath() {
        let candidates = Chromium.candidates(environment: ["CHATRIG_CHROMIUM": "/opt/chrome", "PATH": "/bin"],
                                             applicationFolders: ["/Applications"])
        #expect(candidates.first == "/opt/chrome")
        #expect(candidates[1] == "/bin/chromium")
        #expect(candidates.suffix(4) == [
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
            "/Applications/Google Chrome Canary.app/Contents/MacOS/Google Chrome Canary",
        ])
    }
}
