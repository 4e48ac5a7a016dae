import ReportModel
import Simulator

extension ScreenGeometry {
    /// The safe areas and composer of `device`, as a filmstrip draws them.
    public init(device: DeviceProfile) {
        self.init(
            portrait: SafeArea(top: device.safeAreaPortrait.top, bottom: device.safeAreaPortrait.bottom),
            landscape: SafeArea(top: device.safeAreaLandscape.top, bottom: device.safeAreaLandscape.bottom),
            composerHeight: device.composerHeight
        )
    }
}
