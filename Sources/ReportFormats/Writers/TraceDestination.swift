import Foundation

/// The file format of `--trace`.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// JSON Lines, one object a frame; a file per run.
    case jsonl
    /// Chrome trace-event JSON, which Perfetto UI and chrome://tracing open; a file per
    /// scenario, a track per strategy.
    case perfetto
}

/// Where `--trace` writes frame traces.
public struct TraceDestination: Sendable {
    public var path: String
    /// Whether the path is a folder: of `<scenario>.<strategy>.jsonl` files, one a run
    /// (JSON Lines), or of `<scenario>.json` files, one a scenario (Perfetto). Otherwise
    /// it is the one trace file.
    public var isFolder: Bool
    public var format: TraceFormat

    /// With a single run the path is the trace file; with more it is a folder.
    public init(path: String, runCount: Int, format: TraceFormat = .jsonl) {
        self.path = path
        self.isFolder = runCount > 1
        self.format = format
    }

    package func url(scenario: String, strategy: String) -> URL {
        guard isFolder else { return URL(fileURLWithPath: path) }
        let slug = strategy.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return URL(fileURLWithPath: path).appendingPathComponent("\(scenario).\(String(slug)).jsonl")
    }

    package func url(scenario: String) -> URL {
        isFolder ? URL(fileURLWithPath: path).appendingPathComponent("\(scenario).json") : URL(fileURLWithPath: path)
    }
}
