import Foundation
import Testing

/// The bundled text measures the same under the Unicode rules of every Swift runtime ChatRig
/// runs on. On macOS the runtime is the system's: macOS 14's implements Unicode 15.0, a Swift 6
/// toolchain on Linux a newer version, and text layout walks grapheme clusters and reads emoji
/// properties through it. What changed after 15.0 is new scalars (new emoji among them) and
/// Unicode 15.1's rule GB9c, which joins conjuncts in Devanagari, Bengali, Gujarati, Oriya,
/// Telugu and Malayalam into one cluster. The generators' vocabularies and the bundled
/// scenarios use neither, so their figures do not depend on the runtime's Unicode version.
@Suite struct UnicodeVersionIndependenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files whose text reaches a run: the generators' vocabularies and every scenario.
    static func textSources() throws -> [URL] {
        var files = ["Sources/ChatModel/Generator/SampleText.swift", "Sources/Mocks/Text/TokenVocabulary.swift"]
            .map { root.appendingPathComponent($0) }
        let scenarios = root.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: scenarios, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if ["yaml", "yml"].contains(url.pathExtension) { files.append(url) }
        }
        return files
    }

    /// Why `scalar`'s clustering or properties may differ on a runtime implementing Unicode 15.0.
    static func versionDependence(of scalar: Unicode.Scalar) -> String? {
        if [0x0900...0x097F, 0x0980...0x09FF, 0x0A80...0x0AFF, 0x0B00...0x0B7F, 0x0C00...0x0C7F, 0x0D00...0x0D7F]
            .contains(where: { $0.contains(scalar.value) }) {
            return "an Indic conjunct script (GB9c, Unicode 15.1)"
        }
        guard let age = scalar.properties.age else { return "unassigned" }
        if age.major > 15 || (age.major == 15 && age.minor > 0) { return "added in Unicode \(age.major).\(age.minor)" }
        return nil
    }

    @Test func theBundledTextUsesOnlyScalarsUnicode15Clusters() throws {
        let files = try Self.textSources()
        #expect(files.count > 20)
        var findings: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for scalar in Set(text.unicodeScalars) where scalar.value >= 0x80 {
                if let reason = Self.versionDependence(of: scalar) {
                    findings.append("\(file.lastPathComponent): U+\(String(scalar.value, radix: 16, uppercase: true)) \(reason)")
                }
            }
        }
        #expect(findings == [])
    }

    @Test func theCheckFindsWhatChanged() {
        #expect(Self.versionDependence(of: "\u{0915}") == "an Indic conjunct script (GB9c, Unicode 15.1)")  // क
        #expect(Self.versionDependence(of: "\u{31EF}") == "added in Unicode 15.1")  // CJK stroke HXG
        #expect(Self.versionDependence(of: "\u{1F642}") == nil)  // 🙂, Unicode 7
        #expect(Self.versionDependence(of: "\u{2705}") == nil)
    }
}
