/// Device profile files, loaded as validating a scenario loads the profile its `device:`
/// names (DeviceProfileLoader, then DeviceProfileParser). Seeds: the bundled profiles in
/// Scenarios/devices.
public struct DeviceProfileHarness: FuzzHarness {
    public static let target = "FuzzDeviceProfile"
    private let validation: DeviceValidation

    public init() throws {
        validation = try DeviceValidation()
    }

    public func seeds() throws -> [FuzzSeed] {
        try Repository.yamlFiles(under: "Scenarios/devices").map(FuzzSeed.init(file:))
    }

    public func run(_ input: FuzzInput) -> String {
        validation.load(profile: input.bytes)
    }
}
