import ReportFormats
import Testing

/// ``TerminalText/printable(_:)`` reads printable ASCII a byte at a time and everything
/// else a scalar at a time: both paths give the same text.
struct TerminalTextTests {
    @Test func plainASCIIComesBackAsItIs() {
        let text = "{\"scenario\":\"s\",\"values\":[1,2.5,null]}\n~ !"
        #expect(TerminalText.printable(text) == text)
        #expect(TerminalText.printable("") == "")
    }

    @Test func everyControlButTheLineBreakBecomesTheReplacementCharacter() {
        #expect(TerminalText.printable("a\u{1B}[2Jb\u{07}\n") == "a\u{FFFD}[2Jb\u{FFFD}\n")
        #expect(TerminalText.printable("tab\there\r") == "tab\u{FFFD}here\u{FFFD}")
        #expect(TerminalText.printable("del\u{7F}") == "del\u{FFFD}")
        #expect(TerminalText.printable("csi\u{9B}osc\u{9D}") == "csi\u{FFFD}osc\u{FFFD}")
        #expect(TerminalText.printable("bad\u{202E}dab\u{2028}") == "bad\u{FFFD}dab\u{FFFD}")
    }

    @Test func nonASCIITextWithoutControlsIsKept() {
        let text = "café ▁▂▃█ 会話 🙂\n"
        #expect(TerminalText.printable(text) == text)
    }
}

extension TerminalTextTests {
    @Test func plainASCIIBytesAreExactlyTextPrintableKeeps() {
        for text in ["{\"a\":[1,2]}\n", "", "tab\t", "esc\u{1B}", "del\u{7F}", "café", "\u{9B}"] {
            let plain = Array(text.utf8).withUnsafeBufferPointer(TerminalText.isPlainASCII)
            #expect(plain == (text.unicodeScalars.allSatisfy { $0.isASCII } && TerminalText.printable(text) == text), "\(text.debugDescription)")
        }
    }
}
