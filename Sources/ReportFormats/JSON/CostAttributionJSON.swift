import Foundation
import RunResults

/// A run's ``CostAttribution`` as `report.json` and baseline files write it (the optional
/// `costAttribution` object of a run), and read back:
///
/// ```json
/// "costAttribution": {
///   "operations": { "configureAssistantCell": 41.2, "textLayout": 12.07, … },
///   "phases": { "controller": 0, "applyDiff": 9.1, "layout": 14.3, "visibility": 44.8 },
///   "frames": { "frameCostP99": { "frame": 412, "time": 3.433333, "cost": 3.43,
///                                 "operations": { … }, "phases": { … } }, … } }
/// ```
///
/// Milliseconds of modelled cost; operations with no cost are left out. A report without the
/// object (written before ChatRig recorded it) reads as a run without attribution.
enum CostAttributionJSON {
    /// The key of a phase in `phases`.
    static func key(_ phase: FramePhase) -> String {
        switch phase {
        case .controller: "controller"
        case .applyDiff: "applyDiff"
        case .layout: "layout"
        case .visibility: "visibility"
        }
    }

    static func json(_ attribution: CostAttribution) -> JSONValue {
        .object([
            ("operations", operations(attribution.operations)),
            ("phases", phases(attribution.phases)),
            ("frames", .object(attribution.frames.map { entry in
                (entry.metric.name, .object([
                    ("frame", .number(Double(entry.frame.frame))), ("time", .number(entry.frame.time)),
                    ("cost", .number(entry.frame.cost)), ("operations", operations(entry.frame.operations)),
                    ("phases", phases(entry.frame.phases)),
                ]))
            })),
        ])
    }

    private static func operations(_ costs: OperationCosts) -> JSONValue {
        .object(costs.nonZero.map { ($0.operation.name, .number($0.milliseconds)) })
    }

    private static func phases(_ costs: FramePhaseCosts) -> JSONValue {
        .object(FramePhase.allCases.map { (key($0), .number(costs[$0])) })
    }

    /// Why a `costAttribution` object could not be read.
    struct Problem: Error { var reason: String }

    /// Reads a `costAttribution` object parsed by `JSONSerialization`.
    static func read(_ object: Any) throws(Problem) -> CostAttribution {
        guard let map = object as? [String: Any] else { throw Problem(reason: "'costAttribution' must be an object") }
        let frameMap = try dictionary(map["frames"] ?? [String: Any](), "costAttribution.frames")
        var frames: [(metric: Metric, frame: CostAttribution.Frame)] = []
        for metric in CostAttribution.frameMetrics {
            guard let value = frameMap[metric.name] else { continue }
            let path = "costAttribution.frames.\(metric)"
            let f = try dictionary(value, path)
            guard let frame = (f["frame"] as? NSNumber).flatMap({ Int(exactly: $0.doubleValue) }), frame >= 0,
                  let time = finite(f["time"]), let cost = finite(f["cost"]) else {
                throw Problem(reason: "\(path) needs a frame index, a time and a cost")
            }
            frames.append((metric, .init(frame: frame, time: time, cost: cost,
                                         operations: try operations(f["operations"], "\(path).operations"),
                                         phases: try phases(f["phases"], "\(path).phases"))))
        }
        if let unknown = frameMap.keys.sorted().first(where: { key in !CostAttribution.frameMetrics.contains { $0.name == key } }) {
            throw Problem(reason: "costAttribution.frames: '\(unknown)' is not a frame-cost metric")
        }
        return CostAttribution(operations: try operations(map["operations"], "costAttribution.operations"),
                               phases: try phases(map["phases"], "costAttribution.phases"), frames: frames)
    }

    private static func operations(_ object: Any?, _ path: String) throws(Problem) -> OperationCosts {
        var costs = OperationCosts()
        for (name, value) in try dictionary(object ?? [String: Any](), path) {
            guard let operation = CostOperation(name: name) else { throw Problem(reason: "\(path): unknown operation '\(name)'") }
            guard let ms = finite(value), ms >= 0 else { throw Problem(reason: "\(path).\(name) must be a non-negative number") }
            costs[operation] = ms
        }
        return costs
    }

    private static func phases(_ object: Any?, _ path: String) throws(Problem) -> FramePhaseCosts {
        var costs = FramePhaseCosts()
        let map = try dictionary(object ?? [String: Any](), path)
        for phase in FramePhase.allCases {
            guard let value = map[key(phase)] else { continue }
            // A phase's share can be a rounding error below 0 (its extra work moved to the controller).
            guard let ms = finite(value) else { throw Problem(reason: "\(path).\(key(phase)) must be a number") }
            costs[phase] = ms
        }
        if let unknown = map.keys.sorted().first(where: { key in !FramePhase.allCases.contains { Self.key($0) == key } }) {
            throw Problem(reason: "\(path): unknown phase '\(unknown)'")
        }
        return costs
    }

    private static func dictionary(_ object: Any, _ path: String) throws(Problem) -> [String: Any] {
        guard let map = object as? [String: Any] else { throw Problem(reason: "\(path) must be an object") }
        return map
    }

    private static func finite(_ value: Any?) -> Double? {
        guard let double = (value as? NSNumber)?.doubleValue, double.isFinite else { return nil }
        return double
    }
}
