import Foundation
import Testing
import Reporting
@testable import ReportFormats
@testable import SuiteRunning
import Scenarios
import Strategies

/// The bundled suite's report.html in a real browser: it loads without a console message,
/// every SVG is well-formed XML, and the screenshot shows a page, not a blank.
@Suite(.serialized) struct ReportHTMLBrowserTests {
    static let chromium = Chromium.find()

    @Test(.enabled(if: chromium != nil, Comment(rawValue: Chromium.missingMessage)))
    func theBundledSuitesReportRendersInChromium() throws {
        let chromium = try #require(Self.chromium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)
        let report = try runner.run(runner.plan(paths: [packageRoot.appendingPathComponent("Scenarios").path], strategies: [], device: nil, seed: nil))
        try ReportFolder.write(report, to: folder.appendingPathComponent("latest"))
        let page = folder.appendingPathComponent("latest/report.html")
        let html = try String(contentsOf: page, encoding: .utf8)

        #expect(html.utf8.count < 2_000_000, "report.html of the bundled suite is \(html.utf8.count) bytes")
        for fetch in ["src=", "href=\"http", "url(http", "@import", "<link"] {
            #expect(!html.contains(fetch), "the page fetches nothing: found \(fetch)")
        }
        // Over HTMLReportWriter.everyRunDrawnUpTo runs (the bundled suite has 102), the page
        // carries its scenario sections deflated and draws each as it scrolls into view: every
        // SVG is then checked in the inflated page, and the loaded page shows its inline ones.
        let deferred = report.runs.count > HTMLReportWriter.everyRunDrawnUpTo
        let svgs = SVGFragments.all(in: HTMLCompactRowsTests.drawn(html))
        let inline = SVGFragments.all(in: html).count
        #expect(deferred == (HTMLDeferredSections.sections(in: html) != nil))
        #expect(svgs.count >= report.runs.count, "a timeline a run at least")
        for (index, svg) in svgs.enumerated() {
            let problem = SVGFragments.problem(in: svg)
            #expect(problem == nil, "SVG \(index) is not well-formed: \(problem ?? "")")
        }

        let loaded = try chromium.dumpDOM(of: page)
        #expect(loaded.console.isEmpty, "console: \(loaded.console.joined(separator: "\n"))")
        #expect(loaded.dom.contains("ChatRig report"))
        let domSVGs = loaded.dom.components(separatedBy: "<svg").count - 1
        if deferred {
            #expect(domSVGs >= inline, "every inline SVG reached the DOM")
        } else {
            #expect(domSVGs == svgs.count, "every SVG reached the DOM")
        }

        let screenshot = folder.appendingPathComponent("report.png")
        try chromium.screenshot(of: page, to: screenshot, width: 1280, height: 2400)
        let image = try PNGImage(data: Data(contentsOf: screenshot))
        #expect(image.width == 1280 && image.height == 2400)
        var colours = Set<UInt32>()
        var nonWhite = 0, samples = 0
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let (r, g, b) = image.rgb(x: x, y: y)
                colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                if Int(r) + Int(g) + Int(b) < 3 * 245 { nonWhite += 1 }
                samples += 1
            }
        }
        let ratio = Double(nonWhite) / Double(samples)
        #expect(colours.count > 50, "\(colours.count) distinct colours")
        #expect(ratio > 0.05 && ratio < 0.98, "non-white share \(ratio)")
    }
}
