import Foundation
import Testing
@testable import Scenarios

@Suite("Files are read as bounded UTF-8 text, problems located")
struct FileTextTests {
    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try FileText.decode(Data(bytes), path: "f.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        let bytes = Array("name: x\nsummary: caf".utf8) + [0xE9] + Array("\n".utf8)
        #expect(failure(bytes) == "f.yaml:2:13: error: the file is not UTF-8 text: invalid byte sequence here")
        // Columns count characters, as libyaml's do: "é" is one.
        let afterAccent = Array("é".utf8) + [0xFF]
        #expect(failure(afterAccent) == "f.yaml:1:2: error: the file is not UTF-8 text: invalid byte sequence here")
    }

    @Test func fileLargerThanTheBoundIsReportedWhereItCrossesIt() {
        let line = Array(String(repeating: "x", count: 1_023).utf8) + [UInt8(ascii: "\n")]
        let bytes = Array([[UInt8]](repeating: line, count: 1_024).joined()) + [UInt8(ascii: "y")]
        #expect(bytes.count == ScenarioLimits.maxFileBytes + 1)
        #expect(failure(bytes) == "f.yaml:1025:1: error: the file is larger than 1048576 bytes (1 MiB); scenario and device files are a few kilobytes")
        #expect(failure(Array(bytes.dropLast())) == nil)
    }

    @Test func readingStopsAfterTheBoundWhateverTheFileIs() throws {
        // /dev/zero never ends; reading it must not either hang or fill memory.
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(throws: ScenarioFileError.self) { try FileText.read(zero) }
    }

    @Test func leadingByteOrderMarkIsDropped() throws {
        let text = try FileText.decode(Data([0xEF, 0xBB, 0xBF] + Array("name: x\nseed: 1\n".utf8)), path: "f.yaml")
        #expect(text == "name: x\nseed: 1\n")
    }

    @Test func emptyFileIsReportedAtItsFirstLine() {
        #expect(errorLines("") == ["test.yaml:1:1: error: the file is empty; expected a YAML mapping"])
        #expect(errorLines("# only a comment\n") == ["test.yaml:1:1: error: the file is empty; expected a YAML mapping"])
    }
}
