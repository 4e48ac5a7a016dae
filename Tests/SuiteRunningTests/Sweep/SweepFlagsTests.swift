import Foundation
import Reporting
import Scenarios
import Strategies
import Testing

/// `chatrig sweep`'s flags: checked before anything runs, every error naming its flag.
@Suite struct SweepFlagsTests {
    private let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    private func problems(_ flags: SweepFlags) -> [String] {
        do {
            _ = try runner.sweepRequest(flags)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func goodFlagsBuildTheRequest() throws {
        let request = try runner.sweepRequest(SweepFlags(
            scenario: bundled("streaming/rapid-streaming.yaml"), rates: "20/s...400/s", resolution: "2.5/s",
            strategies: ["natural"], devices: ["iphone-se-3", "iphone-15-pro"], history: "100000,1000,1000",
            criterion: "frameCostP99 <= 8ms"))
        #expect(request.rates == 20...400)
        #expect(request.resolution == 2.5)
        #expect(request.strategies.map(\.description) == ["natural"])
        #expect(request.devices.map(\.name) == ["iphone-se-3", "iphone-15-pro"])
        #expect(request.historySizes == [1_000, 100_000])
        #expect(request.criterion == Scenarios.Expectation(metric: .frameCostP99, comparison: .lessOrEqual, value: 8))
    }

    @Test func defaultsAreTheScenariosOwnAndTheGoodHitchThreshold() throws {
        let request = try runner.sweepRequest(SweepFlags(scenario: bundled("streaming/rapid-streaming.yaml"), rates: "20/s...400/s"))
        #expect(request.strategies.map(\.description) == ["flipped", "natural"])
        #expect(request.devices.map(\.name) == ["iphone-15-pro"])
        #expect(request.criterion == Scenarios.Expectation(metric: .hitchTimeRatio, comparison: .less, value: 5))
        #expect(request.resolution == 5)
        #expect(request.historySizes.isEmpty)
    }

    @Test func everyBadFlagIsNamedAtOnce() {
        let found = problems(SweepFlags(
            scenario: bundled("streaming/rapid-streaming.yaml"), rates: "400/s...20/s", resolution: "5",
            strategies: ["sideways"], devices: ["iphone-16"], history: "1000,lots", criterion: "hitchTimeRation < 5 ms/s"))
        #expect(found == [
            "--criterion: error: unknown metric 'hitchTimeRation' in --criterion; did you mean 'hitchTimeRatio'?",
            "--device: error: unknown device 'iphone-16'; known devices: ipad-air-11, iphone-15-pro, iphone-se-3",
            "--history: error: '--history' must be a whole number, found 'lots'",
            "--rate: error: '--rate' range '400/s...20/s' is empty: its lower bound must be below its upper bound",
            "--resolution: error: missing unit in '--resolution': expected a rate in /s, e.g. '120/s', found '5'",
            "--strategy: error: unknown strategy 'sideways'; known strategies: flipped, natural, iris, sparkifire, v0, personal-llm, reported, reported-swiftui",
        ])
    }

    @Test(arguments: [
        ("20/s...20/s", "--rate: error: '--rate' range '20/s...20/s' is empty: its lower bound must be below its upper bound"),
        ("0/s...20/s", "--rate: error: '--rate' must be at least 0.1/s, found '0/s'"),
        ("20/s..400/s", "--rate: error: '--rate' must be a range of rates like '20/s...400/s', found '20/s..400/s'"),
        ("20/s...400ms", "--rate: error: wrong unit 'ms' in '--rate': expected a rate in /s, e.g. '120/s'"),
    ])
    func badRateRanges(text: String, expected: String) {
        #expect(problems(SweepFlags(scenario: bundled("streaming/rapid-streaming.yaml"), rates: text)) == [expected])
    }

    @Test(arguments: [
        ("hitchTimeRatio < 5 ms", "--criterion: error: wrong unit 'ms' in expectation for 'hitchTimeRatio': 'hitchTimeRatio' is in ms/s"),
        ("hitchTimeRatio", "--criterion: error: '--criterion' must be a metric, an operator (==, !=, <, <=, >, >=) and a bound, e.g. 'hitchTimeRatio < 5 ms/s', found 'hitchTimeRatio'"),
        ("< 5 ms/s", "--criterion: error: '--criterion' must be a metric, an operator (==, !=, <, <=, >, >=) and a bound, e.g. 'hitchTimeRatio < 5 ms/s', found '< 5 ms/s'"),
    ])
    func badCriteria(text: String, expected: String) {
        #expect(problems(SweepFlags(scenario: bundled("streaming/rapid-streaming.yaml"), rates: "20/s...400/s", criterion: text)) == [expected])
    }

    @Test func neitherRatesNorHistoryIsAnError() {
        #expect(problems(SweepFlags(scenario: bundled("streaming/rapid-streaming.yaml"), rates: nil)) == [
            "--rate: error: give the rates to search (--rate 20/s...400/s), the history sizes to cost (--history 1000,100000), the reply lengths to cost (--reply-tokens 1000,10000,100000), or any of them",
        ])
    }

    @Test func aFolderOfScenariosIsNotOneScenario() {
        let found = problems(SweepFlags(scenario: bundled("streaming"), rates: "20/s...400/s"))
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("error: a sweep takes one scenario file; this holds 5") == true)
    }
}
