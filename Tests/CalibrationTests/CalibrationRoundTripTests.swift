import Calibration
import Foundation
import Scenarios
import Simulator
import Testing

/// A known profile → synthetic signpost intervals with seeded noise and outliers in
/// xctrace's export format → `Calibrator` recovers every figure within 5%, writes a
/// profile the loader reads back, byte for byte the same each time.
@Suite struct CalibrationRoundTripTests {
    /// The bundled iPhone 15 Pro with every cost moved by a different factor (0.55…1.9),
    /// so a fit that returned the base's figures would fail.
    static func truth() throws -> DeviceProfile {
        var profile = try DeviceProfileLoader.bundled.load(named: "iphone-15-pro")
        for (index, key) in DeviceProfile.Costs.Key.allCases.enumerated() {
            profile.costs[key] *= 0.55 + Double(index % 10) * 0.15
        }
        return profile
    }

    static func base() throws -> DeviceProfile { try DeviceProfileLoader.bundled.load(named: "iphone-15-pro") }

    static func export(_ generator: SyntheticExport, named name: String) throws -> (url: URL, path: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-calibration-\(UUID().uuidString)-\(name)")
        try generator.text().write(to: url, atomically: true, encoding: .utf8)
        return (url, name)
    }

    static func calibrate(_ generator: SyntheticExport) throws -> Calibrator.Outcome {
        let file = try export(generator, named: "trace.xml")
        defer { try? FileManager.default.removeItem(at: file.url) }
        return try Calibrator(base: base()).calibrate([file])
    }

    @Test func everyCostIsRecoveredWithinFivePercent() throws {
        let truth = try Self.truth()
        let outcome = try Self.calibrate(SyntheticExport(costs: truth.costs, seed: 7, intervalsPerKey: 120))
        #expect(outcome.intervals == 120 * DeviceProfile.Costs.Key.allCases.count)
        #expect(outcome.fits.count == DeviceProfile.Costs.Key.allCases.count)
        for (key, fit) in outcome.fits {
            let fitted = try #require(try? fit.get(), "\(key) not fitted: \(fit)")
            let error = abs(fitted.value - truth.costs[key]) / truth.costs[key]
            #expect(error < 0.05, "\(key): fitted \(fitted.value) µs, truth \(truth.costs[key]) µs (\(error * 100)%)")
            #expect(fitted.intervals == 120 && fitted.files == ["trace.xml"])
        }
    }

    @Test func theProfileReadsBackWithTheLoaderAndTheFittedFigures() throws {
        let truth = try Self.truth()
        let outcome = try Self.calibrate(SyntheticExport(costs: truth.costs, seed: 3, intervalsPerKey: 40))
        let yaml = CalibratedProfileWriter.yaml(outcome, name: "my-iphone")
        let loaded = try DeviceProfileParser.parse(yaml: yaml, path: "devices/my-iphone.yaml")
        let base = try Self.base()
        #expect(loaded.name == "my-iphone")
        #expect(loaded.viewportWidth == base.viewportWidth && loaded.refreshRate == base.refreshRate
            && loaded.keyboardHeight == base.keyboardHeight && loaded.safeAreaPortrait == base.safeAreaPortrait)
        for (key, fit) in outcome.fits {
            let fitted = try fit.get().value
            #expect(abs(loaded.costs[key] - fitted) <= abs(fitted) * 1e-5, "\(key): wrote \(loaded.costs[key]), fitted \(fitted)")
        }
        #expect(yaml.contains("\n  cellCreate: "))
        #expect(yaml.contains("# fitted from trace.xml: n=40, median "))
    }

    @Test func theSameExportGivesTheSameProfileByteForByte() throws {
        let generator = SyntheticExport(costs: try Self.truth().costs, seed: 11, intervalsPerKey: 30)
        let first = CalibratedProfileWriter.yaml(try Self.calibrate(generator), name: "my-iphone")
        let second = CalibratedProfileWriter.yaml(try Self.calibrate(generator), name: "my-iphone")
        #expect(first == second)
        #expect(CalibrationTable.text(try Self.calibrate(generator)) == CalibrationTable.text(try Self.calibrate(generator)))
    }

    @Test func aTableExportedAsTwoNodesGivesTheSameFitsAsOne() throws {
        var generator = SyntheticExport(costs: try Self.truth().costs, seed: 5, intervalsPerKey: 20)
        let one = try Self.calibrate(generator)
        generator.twoNodes = true
        #expect(generator.text().components(separatedBy: "<node ").count == 3)
        let two = try Self.calibrate(generator)
        #expect(CalibratedProfileWriter.yaml(one, name: "a") == CalibratedProfileWriter.yaml(two, name: "a"))
    }

    @Test func costsWithoutIntervalsStayTheBasesAndAreLabelled() throws {
        var generator = SyntheticExport(costs: try Self.truth().costs, seed: 2, intervalsPerKey: 10)
        generator.keys = [.cellCreate, .textLayoutPerCharacter]
        let outcome = try Self.calibrate(generator)
        let profile = outcome.profile(named: "partial")
        let base = try Self.base()
        #expect(outcome.fits.map(\.key) == [.cellCreate, .textLayoutPerCharacter])
        #expect(profile.costs.cellCreate != base.costs.cellCreate)
        #expect(profile.costs.diffPerItem == base.costs.diffPerItem)
        let yaml = CalibratedProfileWriter.yaml(outcome, name: "partial")
        #expect(yaml.contains("  diffPerItem: 0.6µs                  # from base iphone-15-pro: no intervals in the recording\n"))
        #expect(CalibrationTable.text(outcome).contains("2 of 27 costs fitted from 20 intervals; the other 25 stay iphone-15-pro's."))
    }

    @Test func aKeyWithTooFewIntervalsIsNotFittedAndSaysWhy() throws {
        var generator = SyntheticExport(costs: try Self.truth().costs, seed: 2, intervalsPerKey: 3)
        generator.keys = [.cellCreate]
        let outcome = try Self.calibrate(generator)
        #expect(outcome.profile(named: "x").costs.cellCreate == (try Self.base()).costs.cellCreate)
        #expect(CalibratedProfileWriter.yaml(outcome, name: "x")
            .contains("# from base iphone-15-pro: not fitted, 3 intervals (needs 5)\n"))
    }
}

extension CalibrationRoundTripTests {
    @Test func onlyTheGivenSubsystemIsRead() throws {
        let file = try Self.export(SyntheticExport(costs: try Self.truth().costs, seed: 1, intervalsPerKey: 5), named: "trace.xml")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let other = try Calibrator(base: Self.base(), subsystem: "com.example.other").calibrate([file])
        #expect(other.intervals == 0 && other.fits.isEmpty)
        #expect(other.otherSubsystem == 1 + 2 * 5 * DeviceProfile.Costs.Key.allCases.count)
        let own = try Calibrator(base: Self.base(), subsystem: "com.example.chat").calibrate([file])
        #expect(own.intervals == 5 * DeviceProfile.Costs.Key.allCases.count && own.otherSubsystem == 0)
    }
}
