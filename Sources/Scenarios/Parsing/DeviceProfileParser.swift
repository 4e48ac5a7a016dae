import Foundation
import Simulator
import Yams

/// Reads device profile files (`Scenarios/devices/*.yaml`) with the same strict validation
/// as scenarios. Every key is required; a profile's `name` must equal its file name.
///
/// ```yaml
/// name: iphone-15-pro
/// viewport: { width: 393pt, height: 852pt }
/// scale: 3
/// refreshRate: 120Hz
/// safeArea:
///   portrait: { top: 59pt, bottom: 34pt }
///   landscape: { top: 0pt, bottom: 21pt }
/// keyboard: { portrait: 336pt, landscape: 209pt }
/// composerHeight: 68pt
/// costs: { snapshotBuildPerItem: 0.15µs, … }   # every DeviceProfile.Costs.Key
/// ```
public enum DeviceProfileParser {
    /// Parses the profile file at `url`; its `name` must equal the file name without `.yaml`.
    public static func parse(contentsOf url: URL) throws(ScenarioFileError) -> DeviceProfile {
        let text = try FileText.read(url)
        return try parse(yaml: text, path: url.relativePath)
    }

    /// Parses profile `yaml`; `path` names the file in errors, and when it ends in `.yaml`
    /// the profile's `name` must equal its base name.
    public static func parse(yaml: String, path: String) throws(ScenarioFileError) -> DeviceProfile {
        let root: Node
        switch YAMLDocument.compose(yaml, path: path) {
        case let .success(node): root = node
        case let .failure(error): throw ScenarioFileError(error)
        }
        let fileName = (path as NSString).lastPathComponent
        let expectedName = fileName.hasSuffix(".yaml") ? String(fileName.dropLast(5)) : nil
        var context = DecodingContext(path: path)
        let profile = context.deviceProfile(root, expectedName: expectedName)
        guard context.errors.isEmpty, let profile else { throw ScenarioFileError(context.errors) }
        return profile
    }
}
