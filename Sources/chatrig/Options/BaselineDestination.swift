import Foundation
import Reporting
import RunResults

/// Where `baseline update` may write: nothing yet, or a ChatRig baseline (a JSON document
/// whose `format` is ``BaselineWriter/format``). Any other file a user keeps at
/// `FOLDER/NAME.json` — a package manifest, a report, a FIFO, a folder — is refused with
/// exit 2 and left untouched, as report folders are.
enum BaselineDestination {
    /// Largest file read to recognise a baseline: 256 MiB (a baseline of 10⁵ runs is about 100 MB).
    static let maxBytes = 256 << 20

    /// - Throws: ``BadInput`` naming the file when it exists and is not a ChatRig baseline.
    static func check(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }  // nothing there: a new baseline
        func refuse(_ reason: String) -> BadInput {
            BadInput(description: "Error: \(url.relativePath): refusing to replace it: \(reason)")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refuse("it is not a regular file") }
        guard Int(info.st_size) <= maxBytes else { throw refuse("it is not a ChatRig baseline (larger than any baseline)") }
        guard let data = FileManager.default.contents(atPath: url.path),
              let root = try? StrictJSON.parse(data),
              root[ReportDocument.CodingKeys.format.stringValue] == .string(BaselineWriter.format) else {
            throw refuse("it is not a ChatRig baseline (no \"format\": \"\(BaselineWriter.format)\"); move it or choose another --name")
        }
    }
}
