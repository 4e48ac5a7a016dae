import Foundation
import RunResults

/// Writes a run's frame trace as JSON Lines (the documented frame trace format): one object a frame.
public enum FrameTraceWriter {
    public static func line(_ record: FrameRecord) -> String {
        JSONValue.object([
            ("frame", .number(Double(record.frame))),
            ("time", .number(record.time)),
            ("cost", .number(record.cost)),
            ("hitch", .bool(record.hitch)),
            ("offsetY", .number(record.offsetY)),
            ("contentHeight", .number(record.contentHeight)),
            ("viewport", .object([("width", .number(record.viewportWidth)), ("height", .number(record.viewportHeight))])),
            ("insets", .object([("top", .number(record.insetTop)), ("bottom", .number(record.insetBottom))])),
            ("keyboard", .number(record.keyboard)),
            ("visible", .array(record.visible.map { item in
                .object([
                    ("item", .string(item.item)), ("index", .number(Double(item.index))), ("kind", .string(item.kind)),
                    ("screenY", .number(item.screenY)), ("height", .number(item.height)), ("upright", .bool(item.upright)),
                ])
            })),
            ("events", .array(record.events.map { .string($0) })),
        ]).serialized()
    }

    /// Writes `trace` to `url` atomically.
    public static func write(_ trace: [FrameRecord], to url: URL) throws {
        var text = ""
        text.reserveCapacity(trace.count * 256)
        for record in trace {
            text += line(record)
            text += "\n"
        }
        try AtomicFile.write(text, to: url)
    }
}
