/// `resize: { width: 852pt, height: 393pt }`: the viewport's new size (rotation, split view).
public struct ResizeAction: Hashable, Sendable {
    /// New width, pt (> 0).
    public var width: Double
    /// New height, pt (> 0).
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
