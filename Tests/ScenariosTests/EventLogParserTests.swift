import Scenarios
import Testing

/// The event-log format: every event read into its model, every bad line an error naming
/// the line and the field.
@Suite struct EventLogParserTests {
    func parse(_ lines: [String]) throws(JSONLinesError) -> [LoggedEvent] {
        try EventLogParser.parse(lines.joined(separator: "\n"), path: "s.jsonl").events
    }

    func error(_ lines: [String]) -> String? {
        do {
            _ = try parse(lines)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyEventReadsIntoItsModel() throws {
        let events = try parse([
            #"{"t": 0, "event": "session", "history": 400, "pageSize": 30, "device": "iphone-se-3", "inverted": true, "refreshRate": 60}"#,
            #"{"t": 0, "event": "viewport", "width": 375, "height": 667}"#,
            "",
            #"{"t": 0.5, "event": "sent", "chars": 12, "images": 2}"#,
            #"{"t": 0.5, "event": "replyStarted"}"#,
            #"{"t": 0.9, "event": "chunk", "chars": 7, "tokens": 2}"#,
            #"{"t": 1.0, "event": "chunk", "chars": 3}"#,
            #"{"t": 1.2, "event": "replyEnded", "state": "stopped"}"#,
            #"{"t": 2, "event": "pageRequested"}"#,
            #"{"t": 2.15, "event": "pageArrived", "messages": 30}"#,
            #"{"t": 3.3, "event": "scroll", "samples": [{"t": 3, "offset": 900, "velocity": 0, "tracking": true}, {"t": 3.1, "offset": 800, "velocity": -1000}, {"t": 3.3, "offset": 700, "velocity": -400, "tracking": false}]}"#,
            #"{"t": 4, "event": "keyboard", "height": 336, "duration": 0.25}"#,
        ])
        #expect(events.map(\.line) == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(events.map(\.kind) == [
            .session(.init(history: 400, pageSize: 30, device: "iphone-se-3", inverted: true, refreshRate: 60)),
            .viewport(width: 375, height: 667),
            .sent(chars: 12, images: 2),
            .replyStarted,
            .chunk(chars: 7, tokens: 2),
            .chunk(chars: 3, tokens: nil),
            .replyEnded(.stopped),
            .pageRequested,
            .pageArrived(messages: 30),
            .scroll([.init(time: 3, offset: 900, velocity: 0, tracking: true), .init(time: 3.1, offset: 800, velocity: -1000, tracking: true),
                     .init(time: 3.3, offset: 700, velocity: -400, tracking: false)]),
            .keyboard(height: 336),
        ])
        #expect(events[4].time == 0.9)
    }

    @Test(arguments: [
        (#"{"t": 1, "event": "chunk", "chars": -3}"#, "s.jsonl:2: error: 'chars' must be a whole number from 0 to 100000, found -3"),
        (#"{"t": 1, "event": "chunk", "chars": "12"}"#, #"s.jsonl:2: error: 'chars' must be a number, found "12""#),
        (#"{"t": 1, "event": "chunk", "chars": 2.5}"#, "s.jsonl:2: error: 'chars' must be a whole number from 0 to 100000, found 2.5"),
        (#"{"t": 1, "event": "chunk", "char": 2}"#, "s.jsonl:2: error: 'char' is not a field of a 'chunk' event; did you mean 'chars'? its fields: chars, tokens"),
        (#"{"t": 1, "event": "chunk"}"#, "s.jsonl:2: error: 'chars' is required in a 'chunk' event"),
        (#"{"t": 1, "event": "scrol", "samples": []}"#, "s.jsonl:2: error: 'event' 'scrol' is not an event; did you mean 'scroll'? events: session, viewport, sent, replyStarted, chunk, replyEnded, pageRequested, pageArrived, scroll, keyboard"),
        (#"{"t": 1, "chars": 2}"#, "s.jsonl:2: error: 'event' is required: one of session, viewport, sent, replyStarted, chunk, replyEnded, pageRequested, pageArrived, scroll, keyboard"),
        (#"{"event": "replyStarted"}"#, "s.jsonl:2: error: 't' is required in a 'replyStarted' event"),
        (#"{"t": 0.5, "event": "replyStarted"}"#, "s.jsonl:2: error: 't' 0.5 is earlier than the line before (1); lines must be in time order"),
        (#"{"t": 1, "event": "replyEnded", "state": "done"}"#, "s.jsonl:2: error: 'state' must be one of complete, stopped, failed, found 'done'"),
        (#"{"t": 1, "event": "sent", "chars": 0}"#, "s.jsonl:2: error: 'chars' is 0 and there are no images: a sent message has text or photos"),
        (#"{"t": 1, "event": "viewport", "width": 0, "height": 10}"#, "s.jsonl:2: error: 'width' must be from 100 to 10000, found 0"),
        (#"{"t": 1, "event": "session", "inverted": 1}"#, "s.jsonl:2: error: 'inverted' must be true or false, found 1"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples' needs at least 2 samples (touch-down and lift), found 1"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 1.1, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples[1].offset' is required in a 'scroll sample' event"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 0.9, "offset": 1, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples[1].t' 0.9 is earlier than the sample before (1)"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0, "tracking": false}, {"t": 1.1, "offset": 1, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples[0].tracking' must be true: a gesture starts with the finger down"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 1.1, "offset": 1, "velocity": 0, "tracking": false}, {"t": 1.2, "offset": 2, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples[2].tracking' is true after the finger lifted; log each gesture on its own line"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0, "speed": 3}, {"t": 1.1, "offset": 1, "velocity": 0}]}"#, "s.jsonl:2: error: 'samples[0].speed' is not a field of a scroll sample; its fields: t, offset, velocity, tracking"),
        (#"{"t": 1, "event": "chunk", "chars": 2"#, "s.jsonl:2: error: is not valid JSON: column 38: the document ends early (truncated?)"),
        (#"{"t": 1, "event": "chunk", "chars": 2, "chars": 9}"#, "s.jsonl:2: error: is not valid JSON: column 40: the key 'chars' appears twice in one object (first at column 28)"),
        (#"  {"t": 1, "event": "chunk", "chars": 2,}"#, "s.jsonl:2: error: is not valid JSON: column 40: a trailing comma before '}'"),
        (#"[1, 2]"#, "s.jsonl:2: error: must be a JSON object, found a list"),
    ])
    func aBadLineNamesItsLineAndField(line: String, message: String) {
        #expect(error([#"{"t": 1, "event": "replyStarted"}"#, line]) == message)
    }
}
