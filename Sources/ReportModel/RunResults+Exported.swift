// What a report says is written in the results vocabulary (RunResults), and `InputMark`
// moved there: `import ReportModel` keeps every name it had.
@_exported import RunResults
