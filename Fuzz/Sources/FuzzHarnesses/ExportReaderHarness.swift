import Calibration
import Foundation
import Simulator

/// `xctrace export` files through `chatrig calibrate`'s reader: the os-signpost pairing and
/// fit (Calibrator), and the hitch tables `--check` reads (MeasuredFrames). For every input:
/// no trap, and an error is one line at most a few hundred characters long that names the
/// file (a hostile export once gave a 200 KB line). Seeds: synthetic exports as xctrace
/// writes them (signposts in one and two nodes, hitches with updates) and a DTD.
public struct ExportReaderHarness: FuzzHarness {
    public static let target = "FuzzExportReader"
    private let folder: ScratchFolder
    private let base = DeviceProfile(
        name: "fuzz", viewportWidth: 390, viewportHeight: 844, scale: 3, refreshRate: 60,
        safeAreaPortrait: .init(top: 47, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
        keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60, costs: .init { _ in 1 })

    /// An error line's longest: the place, the element path (clipped names, 32 levels at
    /// most) and a message quoting at most 80 characters of the file.
    static let longestError = 4_096

    public init() throws {
        folder = try ScratchFolder("export")
    }

    public func seeds() throws -> [FuzzSeed] {
        var signposts = SyntheticExport(costs: .init { _ in 10 }, seed: 3, intervalsPerKey: 6)
        signposts.keys = [.cellCreate, .textLayoutPerCharacter, .diffPerItem]
        var twoNodes = signposts
        twoNodes.twoNodes = true
        return [
            FuzzSeed(name: "signposts.xml", text: signposts.text()),
            FuzzSeed(name: "two-nodes.xml", text: twoNodes.text()),
            FuzzSeed(name: "hitches.xml", text: SyntheticExport.hitchesExport(
                hitches: [(2_000_000_000, 12_000_000), (500_000_000, 12_000_000)], updates: [4_000_000, 6_000_000])),
            FuzzSeed(name: "dtd.xml", text: "<?xml version=\"1.0\"?>\n<!DOCTYPE t [<!ENTITY a \"x\">]>\n<trace-query-result>&a;</trace-query-result>\n"),
        ]
    }

    public func run(_ input: FuzzInput) throws(FuzzViolation) -> String {
        let file = folder.write(input.bytes, to: "e.xml")
        let files = [(url: file, path: "e.xml")]
        var outcomes: [String] = []
        do {
            let outcome = try Calibrator(base: base, maximumCost: 1_000_000).calibrate(files)
            outcomes.append("calibrated \(outcome.intervals) intervals, \(outcome.fits.count) fits")
        } catch {
            try Self.check(error)
            outcomes.append(error.message)
        }
        do {
            let measured = try MeasuredFrames.read(files)
            outcomes.append("measured \(measured.hitches.count) hitches, \(measured.updates.count) updates")
        } catch {
            try Self.check(error)
            outcomes.append(error.message)
        }
        return outcomes.joined(separator: " | ")
    }

    static func check(_ error: ExportError) throws(FuzzViolation) {
        let text = error.description
        guard text.hasPrefix("e.xml") else { throw FuzzViolation("an error that does not name the file: \(text.prefix(200))") }
        guard !text.contains("\n") else { throw FuzzViolation("an error of several lines: \(text.prefix(200))") }
        guard text.count <= longestError else { throw FuzzViolation("an error of \(text.count) characters: \(text.prefix(200))…") }
    }
}
