// Fuzz target: scenario files, through `chatrig validate` (Yams, then ScenarioParser, the
// strategy registry and the device profiles). Seeds: every bundled `*.yaml` (scenarios and
// device profiles) and any YAML fixture under Tests/.
import FuzzSupport
import ValidateHarness

/// The harness, made once; a static, so the C callback (which captures nothing) reaches it.
enum Harness {
    static let validation: SuiteValidation = {
        do { return try SuiteValidation() } catch { fatalError("FuzzScenario: \(error)") }
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzOutcome.report(Harness.validation.validate(scenario: FuzzInput(data, size).bytes))
    return 0
}

FuzzDriver.main(testOneInput: testOneInput) {
    try (Repository.yamlFiles(under: "Scenarios") + Repository.yamlFiles(under: "Tests")).map(FuzzSeed.init(file:))
}
