import Foundation
import Scenarios
import Simulator

extension SuiteRunner {
    /// Checks a sweep's flags and scenario file and builds its request; every problem is
    /// reported at once, each naming its flag (`--rate: error: …`) or its file position.
    ///
    /// - Throws: ``ScenarioFileError``: an empty or inverted rate range, a rate without its
    ///   unit, an unknown criterion metric or unit, a history size out of range, an unknown
    ///   strategy or device, a scenario file with problems, or neither `--rate` nor
    ///   `--history`.
    public func sweepRequest(_ flags: SweepFlags) throws(ScenarioFileError) -> SweepRequest {
        var errors: [ScenarioError] = []
        func read<T>(_ body: () throws(ScenarioFileError) -> T) -> T? {
            do { return try body() } catch { errors += error.errors; return nil }
        }
        let rates = flags.rates.flatMap { text in read { () throws(ScenarioFileError) in try FlagValueParser.rateRange(text, flag: "--rate") } }
        let resolution = flags.resolution.flatMap { text in read { () throws(ScenarioFileError) in try FlagValueParser.rate(text, flag: "--resolution") } }
        let sizes = flags.history.flatMap { text in
            read { () throws(ScenarioFileError) in
                try FlagValueParser.counts(text, flag: "--history", in: 0...ScenarioLimits.maxHistory)
            }
        }
        let replyTokens = flags.replyTokens.flatMap { text in
            read { () throws(ScenarioFileError) in
                try FlagValueParser.counts(text, flag: "--reply-tokens", in: 1...ScenarioLimits.maxReplyTokens)
            }
        }
        let criterion = flags.criterion.flatMap { text in read { () throws(ScenarioFileError) in try FlagValueParser.criterion(text, flag: "--criterion") } }
        if flags.rates == nil, flags.history == nil, flags.replyTokens == nil {
            errors.append(ScenarioError(location: SourceLocation(path: "--rate"), kind: .missingKey("--rate"),
                                        message: "give the rates to search (--rate 20/s...400/s), the history sizes to cost (--history 1000,100000), the reply lengths to cost (--reply-tokens 1000,10000,100000), or any of them"))
        }
        let known = (try? devices.availableNames()) ?? []
        for name in flags.devices where !known.contains(name) {
            errors.append(ScenarioError(location: SourceLocation(path: "--device"), kind: .unknownDevice(name: name, known: known),
                                        message: "unknown device '\(name)'; known devices: \(known.joined(separator: ", "))"))
        }
        let planned: SuitePlan.PlannedScenario? = read { () throws(ScenarioFileError) in
            let plan = try plan(paths: [flags.scenario], strategies: flags.strategies, device: nil, seed: nil)
            guard plan.scenarios.count == 1, let only = plan.scenarios.first else {
                throw ScenarioFileError(ScenarioError(
                    location: SourceLocation(path: flags.scenario), kind: .invalidValue,
                    message: "a sweep takes one scenario file; this holds \(plan.scenarios.count)"))
            }
            return only
        }
        guard errors.isEmpty, let planned else { throw ScenarioFileError(errors) }
        if replyTokens != nil, !planned.scenario.hasGeneratedReplies {
            throw ScenarioFileError(ScenarioError(
                location: SourceLocation(path: "--reply-tokens"), kind: .invalidValue,
                message: "scenario '\(planned.scenario.name)' streams no generated reply whose length could vary"))
        }

        var profiles: [DeviceProfile] = []
        for name in flags.devices where !profiles.contains(where: { $0.name == name }) {
            var scenario = planned.scenario
            scenario.device = name
            guard let profile = read({ () throws(ScenarioFileError) in try devices.profile(for: scenario) }) else { continue }
            profiles.append(profile)
        }
        if !errors.isEmpty { throw ScenarioFileError(errors) }
        var request = SweepRequest(
            scenario: planned.scenario, strategies: planned.strategies,
            devices: profiles.isEmpty ? [planned.device] : profiles, rates: rates,
            resolution: resolution ?? SweepRequest.defaultResolution, historySizes: sizes ?? [],
            criterion: criterion ?? SweepRequest.defaultCriterion)
        request.replyTokenCounts = replyTokens ?? []
        return request
    }
}
