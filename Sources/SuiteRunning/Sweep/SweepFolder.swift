/// The files `chatrig sweep --out DIR` writes, replacing the folder whole like every report
/// folder (``ReportFolder``).
public enum SweepFolder {
    /// `sweep.json`, `sweep.txt` (the terminal table) and the charts the sweep has data
    /// for (`sweep-rate.svg`, `sweep-history.svg`, `sweep-reply-length.svg`): file name → contents.
    public static func files(of report: SweepReport) -> [String: String] {
        var files = ["sweep.json": SweepJSONWriter.json(report), "sweep.txt": SweepTable.render(report)]
        for chart in SweepChart.files(report) { files[chart.name] = chart.svg }
        return files
    }
}
