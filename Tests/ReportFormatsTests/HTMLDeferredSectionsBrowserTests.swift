import Foundation
import Testing
@testable import ReportFormats

/// A large suite's page in a real browser: its script inflates the deferred sections and
/// draws those near the viewport, without a console message.
@Suite(.serialized) struct HTMLDeferredSectionsBrowserTests {
    @Test(.enabled(if: ReportHTMLBrowserTests.chromium != nil, Comment(rawValue: Chromium.missingMessage)))
    func theBrowserDrawsTheSectionsNearTheTopAndLeavesTheRestForLater() throws {
        let chromium = try #require(ReportHTMLBrowserTests.chromium)
        let html = HTMLDeferredSectionsTests.largeSuitePage
        let sections = try #require(HTMLDeferredSections.sections(in: html))
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-deferred-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        try html.write(to: page, atomically: true, encoding: .utf8)

        // Drawn once the first scenario's placeholder is replaced.
        let loaded = try chromium.dumpDOM(of: page, waitingFor: "!document.querySelector('#scenario-0[data-section]')")
        #expect(loaded.console.isEmpty, "console: \(loaded.console.joined(separator: "\n"))")
        // The first scenario, at the top of the page, is drawn as the writer drew it.
        #expect(loaded.dom.contains("<section class=\"card\" id=\"scenario-0\">"))
        #expect(!loaded.dom.contains("id=\"scenario-0\" data-section"))
        #expect(loaded.dom.contains("class=\"timeline\""))
        // The last, far below, still waits as its placeholder.
        let last = sections.count - 1
        #expect(loaded.dom.contains("<section class=\"card deferred\" id=\"scenario-\(last)\" data-section=\"\(last)\""))
    }
}
