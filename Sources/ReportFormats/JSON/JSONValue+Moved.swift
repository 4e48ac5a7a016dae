import RunResults

/// ``RunResults/JSONValue`` under the name ReportFormats gave it before the report records
/// moved to RunResults, which reads and writes them through it: `ReportFormats.JSONValue`
/// keeps compiling.
public typealias JSONValue = RunResults.JSONValue
