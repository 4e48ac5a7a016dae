import Simulator

/// Changes a scenario makes to its device profile.
///
/// ```yaml
/// deviceOverrides:
///   refreshRate: 60Hz
///   composerHeight: 80pt
///   keyboard: { portrait: 300pt }
///   costs: { configureText: 120µs, imageDecodePerMegapixel: 2.5ms }
/// ```
public struct DeviceOverrides: Hashable, Sendable {
    /// Replaces ``DeviceProfile/refreshRate``.
    public var refreshRate: Int?
    /// Replaces ``DeviceProfile/composerHeight``.
    public var composerHeight: Double?
    /// Replaces ``DeviceProfile/KeyboardHeights/portrait``.
    public var keyboardPortrait: Double?
    /// Replaces ``DeviceProfile/KeyboardHeights/landscape``.
    public var keyboardLandscape: Double?
    /// Replaces cost figures, µs.
    public var costs: [DeviceProfile.Costs.Key: Double]

    public init(
        refreshRate: Int? = nil, composerHeight: Double? = nil, keyboardPortrait: Double? = nil,
        keyboardLandscape: Double? = nil, costs: [DeviceProfile.Costs.Key: Double] = [:]
    ) {
        self.refreshRate = refreshRate
        self.composerHeight = composerHeight
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
        self.costs = costs
    }

    /// Whether the overrides change nothing.
    public var isEmpty: Bool {
        refreshRate == nil && composerHeight == nil && keyboardPortrait == nil
            && keyboardLandscape == nil && costs.isEmpty
    }

    /// `profile` with these overrides applied.
    public func applied(to profile: DeviceProfile) -> DeviceProfile {
        var result = profile
        if let refreshRate { result.refreshRate = refreshRate }
        if let composerHeight { result.composerHeight = composerHeight }
        if let keyboardPortrait { result.keyboardHeight.portrait = keyboardPortrait }
        if let keyboardLandscape { result.keyboardHeight.landscape = keyboardLandscape }
        for (key, value) in costs { result.costs[key] = value }
        return result
    }
}
