// Fuzz target: device profile files, loaded as validating a scenario loads the profile its
// `device:` names (DeviceProfileLoader, then DeviceProfileParser). Seeds: the bundled
// profiles in Scenarios/devices.
import FuzzSupport
import ValidateHarness

/// The harness, made once; a static, so the C callback (which captures nothing) reaches it.
enum Harness {
    static let validation: DeviceValidation = {
        do { return try DeviceValidation() } catch { fatalError("FuzzDeviceProfile: \(error)") }
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzOutcome.report(Harness.validation.load(profile: FuzzInput(data, size).bytes))
    return 0
}

FuzzDriver.main(testOneInput: testOneInput) {
    try Repository.yamlFiles(under: "Scenarios/devices").map(FuzzSeed.init(file:))
}
