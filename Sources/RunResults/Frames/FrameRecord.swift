/// One frame of a run as the `--trace` file records it: one JSON object a line.
public struct FrameRecord: Sendable, Hashable {
    /// One visible item.
    public struct VisibleItem: Sendable, Hashable {
        public var item: String
        public var index: Int
        public var kind: String
        /// Top edge in screen points from the top of the viewport, after every transform.
        public var screenY: Double
        public var height: Double
        public var upright: Bool

        public init(item: String, index: Int, kind: String, screenY: Double, height: Double, upright: Bool) {
            self.item = item
            self.index = index
            self.kind = kind
            self.screenY = screenY
            self.height = height
            self.upright = upright
        }
    }

    public var frame: Int
    /// Virtual seconds at the start of the frame.
    public var time: Double
    /// Modelled main-thread work, ms.
    public var cost: Double
    public var hitch: Bool
    /// The scroll view's raw content offset.
    public var offsetY: Double
    public var contentHeight: Double
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var insetTop: Double
    public var insetBottom: Double
    /// Height of the keyboard over the bottom edge this frame, pt.
    public var keyboard: Double
    public var visible: [VisibleItem]
    /// What happened this frame, in order.
    public var frameEvents: [FrameEvent]
    /// The modelled main-thread work by phase, ms (their sum is `cost`).
    public var phases = FramePhaseCosts()
    /// Cells alive at the end of the frame: on screen and in the reuse pool.
    public var cellsAlive = 0
    /// The finding kinds first seen in this frame.
    public var findings: [Finding.Kind] = []
    /// The modelled main-thread work by operation, ms (their sum is `cost`, within
    /// floating-point rounding).
    public var operations = OperationCosts()

    public init(
        frame: Int, time: Double, cost: Double, hitch: Bool, offsetY: Double, contentHeight: Double,
        viewportWidth: Double, viewportHeight: Double, insetTop: Double, insetBottom: Double, keyboard: Double,
        visible: [VisibleItem], frameEvents: [FrameEvent], phases: FramePhaseCosts = FramePhaseCosts(), cellsAlive: Int = 0,
        findings: [Finding.Kind] = [], operations: OperationCosts = OperationCosts()
    ) {
        self.frame = frame
        self.time = time
        self.cost = cost
        self.hitch = hitch
        self.offsetY = offsetY
        self.contentHeight = contentHeight
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.keyboard = keyboard
        self.visible = visible
        self.frameEvents = frameEvents
        self.phases = phases
        self.cellsAlive = cellsAlive
        self.findings = findings
        self.operations = operations
    }

    /// What happened this frame, in order, as the trace spells it: `token`, `apply`,
    /// `dragBegin`, `loadMore`, ….
    public var events: [String] { frameEvents.map(\.rawValue) }
}
