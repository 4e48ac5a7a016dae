// `import Reporting` is every part of ChatRig's reporting at once, as before it was split
// along its seams: the report model (runs, frames, shards), the formats (JSON, Markdown,
// JUnit, HTML, Perfetto, baselines, report folders), judging change (compare, statistics,
// history) and running suites (plan, shards, sweep, replay). A team's code that imports
// `Reporting` compiles unchanged; code that needs one part imports that module alone.
@_exported import ChangeJudging
@_exported import ReportFormats
@_exported import ReportModel
@_exported import SuiteRunning
