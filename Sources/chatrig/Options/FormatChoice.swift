import ArgumentParser
import Reporting

/// The formats one command's `--format` takes, for its document, in the order it lists them.
protocol RegisteredFormats {
    associatedtype Document
    static var formats: DocumentFormats<Document> { get }
}

/// A `--format` value: the name of a format registered for `Registry`'s document. The
/// option's help lists every registered name, and any other is a usage error (exit 2).
struct FormatChoice<Registry: RegisteredFormats>: ExpressibleByArgument, Hashable, Sendable {
    /// The chosen format's name.
    let name: String

    init?(argument: String) {
        guard Registry.formats.format(named: argument) != nil else { return nil }
        name = argument
    }

    /// The format listed first: the default.
    static var listedFirst: Self { Self(argument: Registry.formats.names[0])! }

    static var allValueStrings: [String] { Registry.formats.names }

    var defaultValueDescription: String { name }

    /// Whether the choice is the terminal table (which `run` follows with its comparison).
    var isTerminal: Bool { name == TerminalReport.name }

    /// `document` in the chosen format.
    func render(_ document: Registry.Document, options: FormatOptions) -> String {
        guard let format = Registry.formats.format(named: name) else { preconditionFailure("'\(name)' was checked when parsed") }
        return format.render(document, options: options)
    }
}

/// `run --format` and `merge --format`: the terminal table, then the report's writers.
enum RunFormats: RegisteredFormats {
    static var formats: DocumentFormats<SuiteReport> {
        DocumentFormats([TerminalReport.self, JSONReportWriter.self, MarkdownReportWriter.self, JUnitReportWriter.self])
    }
}

/// `compare --format` (and `run --baseline` with a format other than the terminal's).
enum ComparisonFormats: RegisteredFormats {
    static var formats: DocumentFormats<SuiteComparison> { .comparison }
}

/// `sweep --format`.
enum SweepFormats: RegisteredFormats {
    static var formats: DocumentFormats<SweepReport> { .sweep }
}

extension TerminalReport: DocumentFormat {
    static let name = "terminal"
    static func render(_ report: SuiteReport, options: FormatOptions) -> String {
        render(report, allMetrics: options.allMetrics, colors: options.colors)
    }
}
