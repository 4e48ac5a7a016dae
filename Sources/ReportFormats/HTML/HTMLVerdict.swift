/// The passed/failed pill that heads a scenario's section, a run and a comparison column in
/// `report.html` (styled by ``HTMLStyle/css``'s `.pill`).
enum HTMLVerdict {
    /// `passed` as a green "passed" or a red "failed" pill. O(1).
    static func pill(passed: Bool) -> String {
        passed ? "<span class=\"pill pass\">passed</span>" : "<span class=\"pill fail\">failed</span>"
    }
}
