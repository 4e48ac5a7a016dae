import RunResults

/// The two documents a ``SuiteReport`` is written as: a run's `report.json`, or a baseline
/// (`reports/baselines/NAME.json`: the figures a team commits to compare against, without
/// duration, findings, expectations or gates; host figures only as samples).
public enum ReportForm: Sendable, Hashable {
    case report
    case baseline
}

extension CodingUserInfoKey {
    /// The ``ReportForm`` a ``SuiteReport`` or ``RunReport`` is encoded in; absent means
    /// ``ReportForm/report``. (``ReportDocument`` sets it from what it is.)
    public static let reportForm = CodingUserInfoKey(rawValue: "chatrig.reportForm")!

    /// Whether a report of another schema version than this build's is read anyway (best
    /// effort); absent means `false`.
    public static let allowsUnknownSchema = CodingUserInfoKey(rawValue: "chatrig.allowsUnknownSchema")!
}
