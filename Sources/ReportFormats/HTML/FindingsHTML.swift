import ReportModel

/// A scenario's findings, numbered as the timelines pin them, each with its strategy,
/// kind, first frame, count and message.
enum FindingsHTML {
    static func list(runs: [RunReport], pins: [[TimelineSVG.Pin]]) -> String {
        guard pins.contains(where: { !$0.isEmpty }) else { return "" }
        var out = "<h3>Findings <span class=\"muted\">(first frame of each kind)</span></h3><ul class=\"findings\">"
        for (run, runPins) in zip(runs, pins) {
            for pin in runPins {
                let f = pin.finding
                out += "<li><span class=\"num\" style=\"background:\(Palette.color(f.kind))\">\(pin.number)</span>"
                out += "<code>\(HTMLEscaping.escape(run.result.strategy))</code> · <b>\(HTMLEscaping.escape(FindingText.name(f.kind)))</b>"
                out += " at frame \(f.frame) (\(TimelineSVG.seconds(f.time))), \(f.occurrences) frame\(f.occurrences == 1 ? "" : "s") in all: "
                out += "\(HTMLEscaping.escape(f.message))</li>"
            }
        }
        return out + "</ul>"
    }
}
