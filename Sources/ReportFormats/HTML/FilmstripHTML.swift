import ReportModel

/// The filmstrips of a scenario: per strategy, the viewport pictures at the frames that
/// matter, each captioned with its letter (as marked under the timeline), time, frame,
/// modelled cost and why it was picked.
enum FilmstripHTML {
    /// The filmstrips of the runs `drawn` marks (all when nil); nothing when it marks none.
    static func section(runs: [RunReport], letters: [[(letter: String, picture: ScreenPicture)]], drawn: [Bool]? = nil) -> String {
        let shown = runs.indices.filter { drawn?[$0] ?? true }
        guard !shown.isEmpty else { return "" }
        var out = "<h3>Filmstrip</h3><p class=\"meta\">The viewport at the frames that matter — the first frame of each finding, the worst hitch, the keyboard fully up, each load-more request — with the visible cells as boxes labelled by kind, the composer and the keyboard over the list. Letters match the marks under each timeline; red dashed cells are drawn upside down.</p>"
        for index in shown { out += strip(runs[index], index: index, letters: letters[index]) }
        return out
    }

    /// One run's filmstrip under its strategy's name; empty without frame data.
    static func strip(_ run: RunReport, index: Int, letters: [(letter: String, picture: ScreenPicture)]) -> String {
        guard let recording = run.recording else { return "" }
        var out = "<h4><span class=\"strategy s\(index % 4)\">\(HTMLEscaping.escape(run.result.strategy))</span></h4>"
        if recording.pictures.isEmpty {
            return out + "<p class=\"muted\">Nothing stood out: no finding, hitch, keyboard or load-more in this run.</p>"
        }
        out += "<div class=\"filmstrip\">"
        for (letter, picture) in letters {
            out += figure(picture, letter: letter, screen: recording.screen)
        }
        out += "</div>"
        if recording.picturesOmitted > 0 {
            out += "<p class=\"muted\">\(recording.picturesOmitted) more load-more frame\(recording.picturesOmitted == 1 ? "" : "s") not drawn (at most \(FilmstripSelection.limit) pictures a run).</p>"
        }
        return out
    }

    private static func figure(_ picture: ScreenPicture, letter: String, screen: ScreenGeometry) -> String {
        var out = "<figure>" + FilmstripSVG.render(picture, letter: letter, screen: screen) + "<figcaption>"
        out += "<b>\(letter)</b>\(TimelineSVG.seconds(picture.time)) · frame \(picture.frame)<br>"
        let cost = picture.cost > 0 && picture.cost < 0.01 ? "under 0.01 ms of work" : "\(ComparisonTable.format(picture.cost)) ms of work"
        out += picture.hitch ? "<span class=\"hitch-cost\">\(cost), a hitch</span>" : cost
        out += "<span class=\"why\">\(HTMLEscaping.escape(picture.reasons.joined(separator: ", ")))</span>"
        return out + "</figcaption></figure>"
    }

    /// A, B, …, Z, AA, AB, …
    static func letter(_ index: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return index < 26 ? String(alphabet[index]) : letter(index / 26 - 1) + String(alphabet[index % 26])
    }
}
