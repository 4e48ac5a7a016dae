/// One way of writing a document ChatRig produces — a suite's report (``SuiteReport``), a
/// comparison, a sweep — as text: the name `--format` takes, and the writing itself.
///
/// Every format is one type conforming to it (`JSONReportWriter`, `ComparisonCommentWriter`,
/// `SweepTable`, …), and a command's `--format` accepts and lists the formats registered for
/// its document (a ``DocumentFormats`` list): a new format is its type, its conformance and
/// one line in the list.
///
/// ```swift
/// enum CSVReportWriter: DocumentFormat {
///     static let name = "csv"
///     static func render(_ report: SuiteReport, options: FormatOptions) -> String { … }
/// }
/// ```
public protocol DocumentFormat<Document> {
    /// What the format writes: ``SuiteReport``, `SuiteComparison`, `SweepReport`.
    associatedtype Document

    /// The name `--format` takes (`json`): unique among the formats of one document.
    static var name: String { get }

    /// `document` in this format, as printed on standard output.
    static func render(_ document: Document, options: FormatOptions) -> String
}

/// What a command passes every format besides the document: the few choices a format may
/// heed (each ignores those it has no use for).
public struct FormatOptions: Sendable, Hashable {
    /// Every metric rather than the headline ones (the terminal table).
    public var allMetrics: Bool
    /// Whether the output goes to a colour terminal.
    public var colors: Bool
    /// Where the uploaded report folder is, linked from a pull-request comment.
    public var reportURL: String?

    public init(allMetrics: Bool = false, colors: Bool = false, reportURL: String? = nil) {
        self.allMetrics = allMetrics
        self.colors = colors
        self.reportURL = reportURL
    }
}

/// The formats registered for one kind of document, in the order `--format` lists them.
public struct DocumentFormats<Document> {
    /// The formats, in the order they are listed.
    public let formats: [any DocumentFormat<Document>.Type]

    /// - Precondition: no two formats share a name.
    public init(_ formats: [any DocumentFormat<Document>.Type]) {
        precondition(Set(formats.map { $0.name }).count == formats.count, "two formats share a name")
        self.formats = formats
    }

    /// The formats' names, in order: what `--format` accepts.
    public var names: [String] { formats.map { $0.name } }

    /// The format named `name`, or nil. O(formats).
    public func format(named name: String) -> (any DocumentFormat<Document>.Type)? {
        formats.first { $0.name == name }
    }
}
