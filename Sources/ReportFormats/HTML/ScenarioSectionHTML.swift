import ReportModel
import RunResults

/// One scenario of `report.html`: summary, comparison table, failed gates and findings,
/// the strategies' timelines stacked on one time axis, and their filmstrips.
///
/// A run `inFull` says no to is a compact row instead — its strategy, verdict and frame
/// figures — whose timeline and filmstrip sit in an inert `<template>` the page's script
/// draws when the row is opened, so a large suite's page lays out only what needs a look.
enum ScenarioSectionHTML {
    static func render(
        name: String, runs: [RunReport], anchor: String, comparison: ReportComparison?,
        inFull: (RunReport) -> Bool = { _ in true }
    ) -> String {
        let passed = runs.allSatisfy(\.passed)
        let recordings = runs.compactMap(\.recording)
        var out = "<section class=\"card\" id=\"\(anchor)\"><h2>\(HTMLEscaping.escape(name)) "
        out += HTMLVerdict.pill(passed: passed)
        out += "</h2>"
        if let summary = recordings.first?.summary, !summary.isEmpty {
            out += "<p class=\"summary\">\(HTMLEscaping.escape(summary))</p>"
        }
        if let first = runs.first {
            var meta = "device \(first.result.device) · seed \(first.result.seed) · \(ComparisonTable.format(first.result.duration.seconds)) s"
            if let series = recordings.first?.series {
                meta += " · \(Int((1 / series.frameInterval).rounded())) Hz, budget \(SVGNumber.format(series.budget)) ms a frame"
            }
            out += "<p class=\"meta\">\(HTMLEscaping.escape(meta))</p>"
        }
        out += ComparisonTableHTML.render(scenario: name, runs: runs, comparison: comparison)

        let broken = runs.flatMap { run in run.expectations.filter { !$0.passed }.map { (run.result.strategy, $0) } }
        if !broken.isEmpty {
            out += "<h3>Failed gates</h3><ul class=\"findings failed-gates\">"
            for (strategy, gate) in broken {
                out += "<li><code>\(HTMLEscaping.escape(strategy))</code>: \(HTMLEscaping.escape("\(gate.metric) \(gate.op) \(ComparisonTable.format(gate.value)), got \(ComparisonTable.format(gate.actual))"))</li>"
            }
            out += "</ul>"
        }

        // Findings are numbered across the scenario; the timelines pin them by number.
        var pins: [[TimelineSVG.Pin]] = []
        var number = 0
        for run in runs {
            pins.append(run.result.findings.map { finding in
                number += 1
                return TimelineSVG.Pin(number: number, finding: finding)
            })
        }
        out += FindingsHTML.list(runs: runs, pins: pins)

        guard !recordings.isEmpty else {
            return out + "<p class=\"muted\">No frame data: this report was not produced by a run.</p></section>"
        }
        let duration = runs.map(\.result.duration.seconds).max() ?? 1
        let timeline = TimelineSVG(scale: TimelineScale(duration: duration, recordings: recordings))
        let letters = runs.map { run in
            (run.recording?.pictures ?? []).enumerated().map { (letter: FilmstripHTML.letter($0.offset), picture: $0.element) }
        }
        out += "<h3>Frame timelines</h3>" + legend
        out += "<div class=\"timelines\"><div class=\"readout\">Hover a timeline: the cursor follows on every strategy of the scenario.</div>"
        let full = runs.map(inFull)
        for (index, run) in runs.enumerated() {
            guard let recording = run.recording else {
                out += runHead(run, index: index, tag: "div") + "<p class=\"muted\">No frame data for this run.</p>"
                continue
            }
            let drawing = timeline.render(recording, pins: pins[index], letters: letters[index])
            if full[index] {
                out += runHead(run, index: index, tag: "div") + drawing
            } else {
                // Drawn when opened: the page's script moves the template's content into the row.
                out += "<details class=\"run-row\">" + runHead(run, index: index, tag: "summary")
                out += "<template>\(drawing)\(FilmstripHTML.strip(run, index: index, letters: letters[index]))</template></details>"
            }
        }
        out += "</div>"

        out += FilmstripHTML.section(runs: runs, letters: letters, drawn: full)
        return out + "</section>"
    }

    private static func runHead(_ run: RunReport, index: Int, tag: String) -> String {
        var out = "<\(tag) class=\"run-head\"><span class=\"strategy s\(index % 4)\">\(HTMLEscaping.escape(run.result.strategy))</span>"
        out += HTMLVerdict.pill(passed: run.passed)
        if let series = run.recording?.series {
            let hitches = series.marks.reduce(0) { $0 + ($1.contains(.hitch) ? 1 : 0) }
            var stats = "\(series.count) frames · \(hitches) hitch\(hitches == 1 ? "" : "es")"
            if let worst = series.cost.indices.max(by: { series.cost[$0] < series.cost[$1] }) {
                stats += " · worst \(SVGNumber.format(Double(series.cost[worst]))) ms at \(TimelineSVG.seconds(series.time(ofFrame: worst))) (frame \(worst))"
            }
            out += "<span>\(stats)</span>"
        }
        return out + "</\(tag)>"
    }

    private static let legend = """
    <div class="legend"><span><i style="background:#4c6fa5"></i>frame cost (worst frame a pixel)</span>\
    <span><i style="background:#e03131"></i>over budget (hitch)</span>\
    <span><i style="background:repeating-linear-gradient(90deg,#e03131 0 5px,transparent 5px 8px);height:2px"></i>budget</span>\
    <span><i style="background:#9c6ade"></i>tokens</span><span><i style="background:#12b886"></i>applies</span>\
    <span><b style="color:#f08c00">▲</b> load-more request</span><span><b style="color:#2f9e44">●</b> page arrived</span><span><i style="background:#adb5bd"></i>keyboard height</span>\
    <span><i style="background:#1c7ed6;opacity:.5"></i>content offset (min–max a pixel)</span>\
    <span><i style="background:repeating-linear-gradient(90deg,#98a2b3 0 4px,transparent 4px 6px);height:2px"></i>content height</span>\
    <span><span class="num" style="background:#e8590c">1</span>finding</span><span>▼A filmstrip frame</span></div>
    """
}
