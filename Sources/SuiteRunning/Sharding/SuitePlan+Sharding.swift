import ReportModel
import Scenarios

extension SuitePlan {
    /// Each pair's relative cost, in suite order, for balancing shards: the scenario's
    /// virtual duration plus a second per 10,000 messages of history (opening pages) —
    /// deterministic, so every runner computes the same shares.
    public var estimatedCosts: [Double] {
        scenarios.flatMap { planned in
            let cost = planned.scenario.duration.seconds + Double(planned.scenario.conversation.history) / 10_000
            return Array(repeating: cost, count: planned.strategies.count)
        }
    }

    /// The part of this plan that `shard` runs: the same scenarios (those with no pair in
    /// the shard left out), each with its strategies of the shard, and ``shard`` set to
    /// the positions, for `merge`.
    public func sharded(_ shard: Shard) -> SuitePlan {
        let positions = shard.positions(costs: estimatedCosts)
        let mine = Set(positions)
        var position = 0
        var kept: [PlannedScenario] = []
        for planned in scenarios {
            var strategies: [StrategySpec] = []
            for spec in planned.strategies {
                if mine.contains(position) { strategies.append(spec) }
                position += 1
            }
            if !strategies.isEmpty {
                var part = planned
                part.strategies = strategies
                kept.append(part)
            }
        }
        var plan = SuitePlan(scenarios: kept)
        let runs = scenarios.flatMap { planned in
            planned.strategies.map { (planned.scenario.name, "\($0)", planned.device.name, planned.scenario.seed) }
        }
        plan.shard = ShardPosition(index: shard.index, count: shard.count, totalRuns: runCount, positions: positions,
                                   suite: ShardPosition.suiteDigest(runs))
        return plan
    }
}
