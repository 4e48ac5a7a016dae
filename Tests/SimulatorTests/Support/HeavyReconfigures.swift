@testable import Simulator

extension ScriptedController {
    /// A controller that loads one page and, in each frame of `heavyFrames`, reconfigures the
    /// first loaded message with a cell provider doing `extra` µs of its own work — a hitch
    /// made to measure, for the detectors and the cost attribution.
    static func heavyReconfigures(at heavyFrames: Set<Int>, extra: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        var heavy = false
        controller.onFrame = { context in
            frame += 1
            guard heavyFrames.contains(frame) else { return }
            heavy = true
            var s = context.dataSource.snapshot()
            // Cannot throw: the first loaded message is in the snapshot.
            try? s.reconfigureItems([.message(context.messages.first!.id)])
            context.dataSource.apply(s, animatingDifferences: false)
        }
        controller.onConfigure = { cell in
            if heavy { cell.extraCostMicroseconds = extra }
            heavy = false
        }
        return controller
    }
}
