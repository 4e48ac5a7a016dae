import RunResults

/// The viewport at one frame, as a filmstrip draws it: the visible cells in screen
/// coordinates, the keyboard, and why this frame was picked.
public struct ScreenPicture: Sendable, Hashable {
    /// One visible cell.
    public struct Cell: Sendable, Hashable {
        /// The item (`m-0399`, `typing`, …).
        public var item: String
        /// The cell kind (`assistant`, `images`, `loadingOlder`, …).
        public var kind: String
        /// Top edge in screen points from the top of the viewport.
        public var screenY: Double
        public var height: Double
        /// False when the cell's content is drawn upside down.
        public var upright: Bool

        public init(item: String, kind: String, screenY: Double, height: Double, upright: Bool) {
            self.item = item
            self.kind = kind
            self.screenY = screenY
            self.height = height
            self.upright = upright
        }
    }

    public var frame: Int
    /// Virtual seconds at the start of the frame.
    public var time: Double
    /// Why the frame matters: `first duplicate load-more`, `worst hitch`, `load-more 2`, ….
    public var reasons: [String]
    /// Modelled work of the frame, ms.
    public var cost: Double
    public var hitch: Bool
    public var viewportWidth: Double
    public var viewportHeight: Double
    /// Height of the keyboard over the bottom edge, pt.
    public var keyboard: Double
    public var cells: [Cell]

    public init(
        frame: Int, time: Double, reasons: [String], cost: Double, hitch: Bool,
        viewportWidth: Double, viewportHeight: Double, keyboard: Double, cells: [Cell]
    ) {
        self.frame = frame
        self.time = time
        self.reasons = reasons
        self.cost = cost
        self.hitch = hitch
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.keyboard = keyboard
        self.cells = cells
    }

    /// The picture of `record`, picked for `reasons`.
    public init(_ record: FrameRecord, reasons: [String]) {
        self.init(
            frame: record.frame, time: record.time, reasons: reasons, cost: record.cost, hitch: record.hitch,
            viewportWidth: record.viewportWidth, viewportHeight: record.viewportHeight, keyboard: record.keyboard,
            cells: record.visible.map {
                Cell(item: $0.item, kind: $0.kind, screenY: $0.screenY, height: $0.height, upright: $0.upright)
            }
        )
    }
}
