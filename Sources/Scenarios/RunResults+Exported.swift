// The results vocabulary moved to its own module (RunResults); `import Scenarios` keeps every
// name it had, so a team's code written before the move compiles unchanged.
@_exported import RunResults
