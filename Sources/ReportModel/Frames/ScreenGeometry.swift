/// The fixed parts of the device's screen that a filmstrip draws over the list.
public struct ScreenGeometry: Sendable, Hashable {
    /// Status bar and home indicator heights, pt.
    public struct SafeArea: Sendable, Hashable {
        public var top: Double
        public var bottom: Double

        public init(top: Double, bottom: Double) {
            self.top = top
            self.bottom = bottom
        }
    }

    public var portrait: SafeArea
    public var landscape: SafeArea
    /// The message composer's height, pt; it sits on the keyboard or the home indicator.
    public var composerHeight: Double

    public init(portrait: SafeArea, landscape: SafeArea, composerHeight: Double) {
        self.portrait = portrait
        self.landscape = landscape
        self.composerHeight = composerHeight
    }

    /// The safe area of a viewport `width` × `height`.
    public func safeArea(width: Double, height: Double) -> SafeArea {
        width > height ? landscape : portrait
    }
}
