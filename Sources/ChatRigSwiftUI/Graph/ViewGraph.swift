/// The rehearsal's view graph: SwiftUI's update model over a team's views.
///
/// - **Bodies run when inputs or state changed.** A view's body runs when it is first
///   built, when state it read during its last evaluation changed — per property under
///   Observation (`withObservationTracking`, Apple's Observation documentation), the whole
///   object on `objectWillChange` (`ObservableObject`), per value for `@State`/`@Binding` —
///   or when its parent's new body made it with different inputs (its stored properties
///   compared, `==` for an `Equatable` view: ``ViewEquality``). WWDC23 "Demystify SwiftUI
///   performance": "SwiftUI will only run the body of a view when its dependencies change".
/// - **One update per transaction.** Invalidations mark nodes; ``update()`` re-evaluates the
///   invalid ones, parents first, once however many changes came before it.
/// - **Counts.** ``bodyEvaluations`` counts body runs per view type, exactly.
@MainActor
public final class ViewGraph {
    /// Body evaluations per view type (`String(describing:)` of the type), since the graph was made.
    public private(set) var bodyEvaluations: [String: Int] = [:]
    /// The root node.
    public private(set) var root: ViewNode!
    /// The scroll content the engine shows, once a `ScrollView`'s stack or a `List` registered.
    var list: ListRows?
    /// Body evaluations outside the scroll content's rows in the current update.
    var bodiesOutsideRows = 0
    /// `onScrollPhaseChange`/`onScrollGeometryChange` observers, in registration order.
    var scrollObservers: [ScrollObserver] = []
    /// `.scrollPosition(id:anchor:)` of the scroll view.
    var scrollPosition: ScrollPositionState?
    /// `.contentMargins(.bottom, …)` of the scroll view, as last evaluated.
    var bottomContentMargin: Double?
    /// `.defaultScrollAnchor(_:)` of the scroll view, as last evaluated.
    var defaultScrollAnchor: UnitPoint?
    /// `.defaultScrollAnchor(_:for:)` by role, as last evaluated.
    var roleScrollAnchors: [Int: UnitPoint?] = [:]

    /// Whether the scroll view opens at and keeps to its bottom: `.defaultScrollAnchor(.bottom)`,
    /// or `.bottom` for both the initial-offset and size-change roles.
    var anchorsAtBottom: Bool {
        defaultScrollAnchor == .bottom
            || (roleScrollAnchors[ScrollAnchorRole.initialOffset.key] == .bottom && roleScrollAnchors[ScrollAnchorRole.sizeChanges.key] == .bottom)
    }
    /// Rows whose views had a body evaluated in the current update.
    var changedRows: [AnyHashable] = [] {
        didSet { changedRowSet = Set(changedRows) }
    }
    private var changedRowSet: Set<AnyHashable> = []
    /// Asked after every evaluation pass, before the actions it queued run (the host hands
    /// the engine the rows).
    var didEvaluate: ((ViewGraph) -> Void)?
    /// Asked when a node becomes invalid outside an update (the host schedules one).
    var needsUpdate: (() -> Void)?
    /// The rehearsal's `@AppStorage`/`@SceneStorage` values.
    let storage = RehearsalStorage()
    /// Where the views' `.task` work runs (at each update).
    let tasks = RehearsalTaskExecutor()
    /// `ScrollPosition.scrollTo(edge:)` and `scrollTo(point:)` requests, handled by the host.
    var edgeRequests: ((Edge, Animation?) -> Void)?
    var pointRequests: ((CGPoint, Animation?) -> Void)?
    /// Writes the row at the top into a `.scrollPosition($position)` binding.
    var scrollPositionValue: ((AnyHashable) -> Void)?
    /// The scroll requests of `ScrollViewProxy`, handled by the host.
    var scrollRequests: ((ScrollRequest) -> Void)?

    /// Whether the scroll content's rows were evaluated in a transaction with an animation: a
    /// change made inside `withAnimation` invalidated a view whose evaluation reached them. A
    /// change inside `withAnimation` animates the views it invalidates, not others updated in
    /// the same frame ("withAnimation: returns the result of recomputing the view's body with
    /// the provided animation", Apple's documentation; "Transaction: the context of the current
    /// state-processing update", WWDC23 "Explore SwiftUI animation").
    var animatesUpdate = false
    /// The animation of the transaction the node being evaluated was invalidated in.
    private var evaluationAnimation: Animation?
    /// The animation of the last change waiting for the update made inside `withAnimation`:
    /// the update's transaction, which requests made by the update carry.
    private(set) var updateAnimation: Animation?
    /// `onPreferenceChange` observers, in registration order.
    var preferenceChecks: [PreferenceCheck] = []
    private var invalid: [ViewNode] = []
    private var serials = 0

    /// A new node's serial number.
    func nextSerial() -> Int {
        serials += 1
        return serials
    }
    private var actions: [() -> Void] = []
    private(set) var isUpdating = false
    /// Set while building a row outside ``update()``.
    var isUpdatingNow: Bool {
        get { isUpdating }
        set { isUpdating = newValue }
    }
    /// The node whose body runs now, and its generation: `@State` reads register it.
    private(set) var evaluating: (node: ViewNode, generation: Int)?

    /// A graph showing `view`, evaluated at once; its appear actions run after.
    public convenience init<Root: View>(_ view: Root) { self.init(view, beforeActions: { _ in }) }

    /// A graph showing `view`, evaluated at once; `beforeActions` sees the evaluated graph
    /// before the first actions (`onAppear`, `onChange(initial:)`) run — where a host binds
    /// the scroll content and its hooks, so an `onAppear { proxy.scrollTo(…) }` reaches it.
    init<Root: View>(_ view: Root, beforeActions: (ViewGraph) -> Void) {
        root = nil
        root = ViewNode(graph: self, parent: nil, identity: .position(0), view: view, row: nil)
        isUpdating = true
        evaluate(root)
        isUpdating = false
        beforeActions(self)
        finishUpdate()
    }

    /// Body evaluations of views (or modifiers) of type `type`.
    public func bodyEvaluations(of type: Any.Type) -> Int { bodyEvaluations[String(describing: type)] ?? 0 }

    /// Total body evaluations.
    public var totalBodyEvaluations: Int { bodyEvaluations.values.reduce(0, +) }

    /// Whether an invalidation waits for ``update()``.
    public var needsUpdateNow: Bool { !invalid.isEmpty || !actions.isEmpty }

    // MARK: - Updating

    /// Runs the `.task` work ready to run, re-evaluates every invalid view, parents first,
    /// then runs the actions the update queued (`onChange`, `onAppear`), which may invalidate
    /// more or start tasks: repeated until nothing is
    /// invalid, at most 100 rounds (an `onChange` that always changes its own value cannot
    /// hang the run).
    ///
    /// - Complexity: O(invalid views × their subtrees' changed parts).
    public func update() {
        for _ in 0..<100 {
            tasks.runReady()
            guard needsUpdateNow else { return }
            isUpdating = true
            let pending = invalid.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
            invalid = []
            for node in pending where node.isInvalid && !node.isRemoved { evaluate(node) }
            isUpdating = false
            finishUpdate()
        }
    }

    private func finishUpdate() {
        runPreferenceChecks()
        didEvaluate?(self)
        bodiesOutsideRows = 0
        updateAnimation = nil
        changedRows = []
        changedRowSet = []
        list?.didReport()
        let queued = actions
        actions = []
        for action in queued { action() }
    }

    /// Marks `node` for re-evaluation if `generation` is still its current one (nil: always).
    func invalidate(_ node: ViewNode, ifGeneration generation: Int? = nil) {
        guard !node.isRemoved, generation.map({ $0 == node.generation }) ?? true, !node.isInvalid else { return }
        node.isInvalid = true
        invalid.append(node)
        if let animation = Transaction.current?.animation {
            node.invalidatingAnimation = animation
            updateAnimation = animation
        }
        if !isUpdating { needsUpdate?() }
    }

    /// Whether a view made now appears at once: outside a lazy row, in an eager stack's row,
    /// or in a lazy row on screen. A lazy row's views appear when the row comes on screen.
    private func appearsOnCreation(_ row: AnyHashable?) -> Bool {
        guard let row, let list else { return true }
        return !list.isLazy || list.onScreen.contains(row)
    }

    /// Queues `action` to run after the current update's evaluations.
    func afterUpdate(_ action: @escaping () -> Void) {
        actions.append(action)
        if !isUpdating { needsUpdate?() }
    }

    // MARK: - Evaluating

    /// Evaluates `node`: a primitive view lists its children; any other view links its
    /// dynamic properties and runs its body, tracked for Observation. Then its children are
    /// matched to the existing ones by identity.
    func evaluate(_ node: ViewNode) {
        let outer = evaluationAnimation
        if let animation = node.invalidatingAnimation {
            evaluationAnimation = animation
            node.invalidatingAnimation = nil
        }
        defer { evaluationAnimation = outer }
        if let primitive = node.view as? PrimitiveView ?? RepresentedView.primitive(node.view) {
            _ = node.beginEvaluation()
            let children = primitive.makeChildren(in: node)
            if evaluationAnimation != nil, list?.container === node { animatesUpdate = true }
            reconcile(node, with: children, rows: primitive is RowContainer)
            return
        }
        DynamicProperties.link(node.view, to: node)
        let generation = node.beginEvaluation()
        countBody(of: type(of: node.view), in: node)
        let body = tracking(node, generation) { Self.body(of: node.view) }
        reconcile(node, with: [.init(.position(0), body)])
    }

    /// Counts a body run of `type` in `node`, and marks `node`'s row as re-evaluated.
    /// A body of SwiftUI's own (`ScrollViewReader`'s content) is counted but not `charged`:
    /// its work is the list body's the engine charges.
    func countBody(of type: Any.Type, in node: ViewNode, charged: Bool = true) {
        bodyEvaluations[String(describing: type), default: 0] += 1
        if charged, node.row == nil { bodiesOutsideRows += 1 }
        if let row = node.row, !changedRowSet.contains(row) { changedRows.append(row) }
    }

    /// Runs `work` as `node`'s evaluation: `@State` reads register the node, and Observation
    /// tracks the properties read, invalidating the node on the first change.
    func tracking<R>(_ node: ViewNode, _ generation: Int, _ work: () -> R) -> R {
        let outer = evaluating
        evaluating = (node, generation)
        defer { evaluating = outer }
        let box = RehearsalThreadBox(value: (node, self))
        return withObservationTracking(work, onChange: {
            MainActorBridge.run { box.value.1.invalidate(box.value.0, ifGeneration: generation) }
        })
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// Matches `node`'s children to `list` by identity and type: a match is updated (its
    /// body runs only if its inputs changed or it was invalid), a new one built, one gone
    /// removed (its disappear actions run).
    func reconcile(_ node: ViewNode, with list: [ViewNode.Child], rows: Bool = false) {
        struct Key: Hashable { var identity: ViewNode.Identity; var type: ObjectIdentifier }
        var existing: [Key: ViewNode] = [:]
        for child in node.children { existing[Key(identity: child.identity, type: ObjectIdentifier(type(of: child.view)))] = child }
        let environment = node.childEnvironment
        var result: [ViewNode] = []
        result.reserveCapacity(list.count)
        for child in list {
            let key = Key(identity: child.identity, type: ObjectIdentifier(type(of: child.view)))
            if let kept = existing.removeValue(forKey: key) {
                let environmentChanged = !kept.environment.isSame(as: environment)
                kept.environment = environment
                if kept.isInvalid || environmentChanged || !ViewEquality.equal(kept.view, child.view) {
                    kept.view = child.view
                    evaluate(kept)
                }
                result.append(kept)
            } else {
                let row: AnyHashable? = if rows, case .explicit(let id) = child.identity { id } else { node.row }
                let made = ViewNode(graph: self, parent: node, identity: child.identity, view: child.view, row: row)
                made.environment = environment
                evaluate(made)
                result.append(made)
                if appearsOnCreation(row) { afterUpdate { [weak made] in made?.lifecycle.appear(graph: self) } }
            }
        }
        // In the order they were shown: their disappear actions run in a deterministic order.
        for gone in node.children where existing[Key(identity: gone.identity, type: ObjectIdentifier(type(of: gone.view)))] === gone {
            gone.remove()
        }
        node.children = result
    }
}

/// `ScrollViewProxy.scrollTo(_:anchor:)` as the host receives it.
struct ScrollRequest {
    var id: AnyHashable
    var anchor: UnitPoint?
    var animation: Animation?
}
