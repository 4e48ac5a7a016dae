import Foundation

extension DeviceProfileLoader {
    /// ChatRig's own device profiles, `Scenarios/devices/` of the package this module was
    /// built from (the checkout a team's package depends on), for tools and tests that run
    /// outside ChatRig's folder.
    public static let bundledDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Devices
        .deletingLastPathComponent()  // Scenarios (module)
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Scenarios/devices")

    /// The bundled profiles.
    public static var bundled: DeviceProfileLoader { DeviceProfileLoader(directory: bundledDirectory) }
}
