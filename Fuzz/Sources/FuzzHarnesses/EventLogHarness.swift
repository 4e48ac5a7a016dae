import Scenarios
import Simulator

/// App event logs as `chatrig import` reads them (EventLogParser, then EventLogImporter with
/// the bundled device profiles). Property: the scenario written from an imported log reads
/// back as a scenario — an input the importer accepts but whose scenario does not parse is
/// a finding (the "internal error: does not read back" class: a log beyond the scenario
/// limits must be an error at its line instead). Seeds: logs of each event, written here.
public struct EventLogHarness: FuzzHarness {
    public static let target = "FuzzEventLog"
    private let devices: [DeviceProfile]

    public init() throws {
        devices = try DeviceProfileLoader(directory: Repository.devices).loadAll()
    }

    public func run(_ input: FuzzInput) throws(FuzzViolation) -> String {
        let imported: EventLogImporter.Result
        do {
            let log = try EventLogParser.parse(input.text, path: "fuzz.jsonl")
            imported = try EventLogImporter(devices: devices).scenario(from: log, name: "fuzz", path: "fuzz.jsonl")
        } catch {
            return error.description
        }
        let yaml = ScenarioWriter.yaml(imported.scenario, comment: "fuzz")
        do {
            _ = try ScenarioParser.parse(yaml: yaml, path: "fuzz.yaml", knownDevices: devices.map(\.name))
        } catch {
            throw FuzzViolation("an imported log's scenario does not read back:\n\(error)\n\(yaml)")
        }
        return yaml
    }

    public func seeds() -> [FuzzSeed] {
        [
            FuzzSeed(name: "reply.jsonl", text: """
            {"t": 0, "event": "session", "history": 120, "pageSize": 30, "refreshRate": 120}
            {"t": 0, "event": "viewport", "width": 375, "height": 667}
            {"t": 0.5, "event": "sent", "chars": 30, "images": 1}
            {"t": 0.6, "event": "replyStarted"}
            {"t": 0.9, "event": "chunk", "chars": 8, "tokens": 2}
            {"t": 1.0, "event": "chunk", "chars": 12}
            {"t": 1.1, "event": "replyEnded", "state": "stopped"}
            """),
            FuzzSeed(name: "scroll.jsonl", text: """
            {"t": 0, "event": "session", "device": "iphone-15-pro", "inverted": true}
            {"t": 1, "event": "pageRequested"}
            {"t": 1.3, "event": "pageArrived", "messages": 30}
            {"t": 2, "event": "scroll", "samples": [{"t": 2, "offset": 0, "velocity": 0}, {"t": 2.2, "offset": 300, "velocity": 1500}, {"t": 2.6, "offset": 420, "velocity": 0, "tracking": false}]}
            {"t": 3, "event": "keyboard", "height": 336, "duration": 0.25}
            {"t": 4, "event": "keyboard", "height": 0}
            """),
        ]
    }
}
