import Foundation

#if !canImport(Darwin)
/// `UndoManager`: Linux only — Apple's Foundation has it, Linux's does not (a composer's text
/// view clears its undo stack with `undoManager?.removeAllActions()`).
///
/// Modelled as Apple documents it: operations registered with
/// `registerUndo(withTarget:handler:)` form groups; `undo()` performs the last group, and
/// what the handlers register while undoing becomes the redo group (`redo()` likewise). With
/// `groupsByEvent` (the default) Apple closes the group at the end of the run loop's event;
/// here each registration outside an explicit `beginUndoGrouping()` is its own group
/// (estimate: a rehearsal's events are the app's calls). Registering clears the redo stack
/// unless undoing or redoing. `levelsOfUndo` 0 means no limit.
open class UndoManager: NSObject {
    private struct Operation {
        weak var target: AnyObject?
        let handler: (AnyObject) -> Void
    }
    private typealias Group = (name: String, operations: [Operation])

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var disabledCount = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var groupsByEvent = true
    open var levelsOfUndo = 0
    open private(set) var groupingLevel = 0

    public override init() { super.init() }

    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.operations.isEmpty ?? true) }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let operation = Operation(target: target) { handler($0 as! TargetType) }
        if openGroup != nil {
            openGroup?.operations.append(operation)
        } else if isUndoing {
            push(("", [operation]), onto: &redoStack)
        } else {
            if !isRedoing { redoStack.removeAll() }
            push(("", [operation]), onto: &undoStack)
        }
    }

    open func beginUndoGrouping() {
        groupingLevel += 1
        if groupingLevel == 1 { openGroup = ("", []) }
    }
    open func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        guard !group.operations.isEmpty else { return }
        if isUndoing { push(group, onto: &redoStack) } else {
            if !isRedoing { redoStack.removeAll() }
            push(group, onto: &undoStack)
        }
    }

    /// `undo()`: closes an open top-level group, then performs the last group's operations
    /// in reverse order of registration.
    open func undo() {
        if groupingLevel == 1 { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        perform(group)
        isUndoing = false
    }
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        perform(group)
        isRedoing = false
    }

    open func setActionName(_ actionName: String) {
        if openGroup != nil { openGroup?.name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }
    open func disableUndoRegistration() { disabledCount += 1 }
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        groupingLevel = 0
    }
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: Group) -> Group { (group.name, group.operations.filter { $0.target !== object }) }
        undoStack = undoStack.map(keep).filter { !$0.operations.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.operations.isEmpty }
    }

    private func push(_ group: Group, onto stack: inout [Group]) {
        stack.append(group)
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
    private func perform(_ group: Group) {
        let wrap = (isUndoing || isRedoing) && group.operations.count > 1
        if wrap { beginUndoGrouping() }
        for operation in group.operations.reversed() {
            if let target = operation.target { operation.handler(target) }
        }
        if wrap { endUndoGrouping() }
    }
}
#endif
