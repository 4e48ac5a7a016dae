import Foundation
import RunResults

/// Reads a scenario or device-profile file as UTF-8 text, mapping failures to
/// ``ScenarioFileError``.
///
/// At most ``ScenarioLimits/maxFileBytes`` (+1, to tell a larger file) are read, whatever
/// the file is, so a huge file or a device is refused without being loaded. Bytes that are
/// not UTF-8 are reported at the line and column where the first one sits.
enum FileText {
    static func read(_ url: URL) throws(ScenarioFileError) -> String {
        let path = url.relativePath
        let data: Data
        do {
            data = try RegularFile.read(url, limit: ScenarioLimits.maxFileBytes)
        } catch {
            throw ScenarioFileError(ScenarioError(
                location: SourceLocation(path: path), kind: .unreadableFile,
                message: "cannot read the file: \(error.reason)"))
        }
        return try decode(data, path: path)
    }

    /// `data` as text, or the error at the first byte that is too many or not UTF-8.
    static func decode(_ data: Data, path: String) throws(ScenarioFileError) -> String {
        func failure(at offset: Int, _ message: String) -> ScenarioFileError {
            let (line, column) = position(ofByte: offset, in: data)
            return ScenarioFileError(ScenarioError(
                location: SourceLocation(path: path, line: line, column: column), kind: .unreadableFile, message: message))
        }
        guard data.count <= ScenarioLimits.maxFileBytes else {
            throw failure(at: ScenarioLimits.maxFileBytes,
                          "the file is larger than \(ScenarioLimits.maxFileBytes) bytes (1 MiB); scenario and device files are a few kilobytes")
        }
        if var text = String(validating: data, as: UTF8.self) {
            // A byte-order mark says only "UTF-8"; libyaml, given UTF-8, would read it as text.
            if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
            return text
        }
        throw failure(at: firstInvalidByte(in: data), "the file is not UTF-8 text: invalid byte sequence here")
    }

    /// The offset of the first byte of the first ill-formed UTF-8 sequence (`data.count`
    /// when there is none).
    private static func firstInvalidByte(in data: Data) -> Int {
        var iterator = data.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        while case let .scalarValue(scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
        }
        return offset
    }

    /// The 1-based line and column of byte `offset`, columns counting characters as libyaml
    /// does (every byte that does not continue a UTF-8 sequence starts one).
    private static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
