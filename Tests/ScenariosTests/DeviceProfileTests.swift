import Foundation
import Simulator
import Testing
@testable import Scenarios

@Suite("Device profiles")
struct DeviceProfileTests {
    let loader = DeviceProfileLoader(directory: devicesDirectory)

    @Test func bundledFolderHoldsTheThreeProfiles() throws {
        #expect(try loader.availableNames() == ["ipad-air-11", "iphone-15-pro", "iphone-se-3"])
        #expect(try loader.loadAll().map(\.name) == ["ipad-air-11", "iphone-15-pro", "iphone-se-3"])
    }

    @Test func iPhone15ProIsA120HzPhoneWithItsPublishedGeometry() throws {
        let phone = try loader.load(named: "iphone-15-pro")
        #expect(phone.viewportWidth == 393)
        #expect(phone.viewportHeight == 852)
        #expect(phone.scale == 3)
        #expect(phone.refreshRate == 120)
        #expect(phone.frameBudget.microseconds == 8_333)
        #expect(phone.safeAreaPortrait == .init(top: 59, bottom: 34))
        #expect(phone.safeAreaLandscape == .init(top: 0, bottom: 21))
        #expect(phone.keyboardHeight == .init(portrait: 336, landscape: 209))
        #expect(phone.composerHeight == 60)
        #expect(phone.costs.configureText == 45)
    }

    @Test func iPhoneSE3IsA60HzPhoneWithoutHomeIndicator() throws {
        let phone = try loader.load(named: "iphone-se-3")
        #expect(phone.viewportWidth == 375)
        #expect(phone.viewportHeight == 667)
        #expect(phone.scale == 2)
        #expect(phone.refreshRate == 60)
        #expect(phone.frameBudget.microseconds == 16_667)
        #expect(phone.safeAreaPortrait == .init(top: 20, bottom: 0))
        #expect(phone.keyboardHeight.portrait == 260)
    }

    @Test func iPadAir11IsA60HzTablet() throws {
        let tablet = try loader.load(named: "ipad-air-11")
        #expect(tablet.viewportWidth == 820)
        #expect(tablet.viewportHeight == 1180)
        #expect(tablet.refreshRate == 60)
        #expect(tablet.keyboardHeight == .init(portrait: 313, landscape: 398))
    }

    @Test func olderDevicesCostTheirDocumentedMultipleOfTheIPhone15Pro() throws {
        let reference = try loader.load(named: "iphone-15-pro").costs
        let se = try loader.load(named: "iphone-se-3").costs
        let air = try loader.load(named: "ipad-air-11").costs
        for key in DeviceProfile.Costs.Key.allCases {
            #expect(abs(se[key] - reference[key] * 1.3) < 1e-9, "iphone-se-3 \(key.rawValue)")
            #expect(abs(air[key] - reference[key] * 1.1) < 1e-9, "ipad-air-11 \(key.rawValue)")
            #expect(se[key] > reference[key])
        }
    }

    @Test func unknownNameListsTheKnownProfiles() {
        #expect(throws: ScenarioFileError.self) { try loader.load(named: "pixel-8") }
        do {
            _ = try loader.load(named: "iphone-se3")
        } catch {
            #expect(error.errors.map(\.kind) == [.unknownDevice(name: "iphone-se3", known: ["ipad-air-11", "iphone-15-pro", "iphone-se-3"])])
            #expect(error.errors.first?.message == "unknown device 'iphone-se3'; did you mean 'iphone-se-3'? known devices: ipad-air-11, iphone-15-pro, iphone-se-3")
        }
    }

    @Test func scenarioOverridesApplyOnTopOfTheNamedProfile() throws {
        let scenario = try ScenarioParser.parse(yaml: """
            name: o
            device: iphone-se-3
            deviceOverrides: { refreshRate: 120Hz, costs: { configureText: 120µs } }
            """, path: "o.yaml")
        let profile = try loader.profile(for: scenario)
        #expect(profile.name == "iphone-se-3")
        #expect(profile.refreshRate == 120)
        #expect(profile.costs.configureText == 120)
        #expect(profile.costs.cellCreate == 286)
    }

    @Test func profileMissingACostNamesTheKey() throws {
        var yaml = try String(contentsOf: devicesDirectory.appendingPathComponent("iphone-15-pro.yaml"), encoding: .utf8)
        yaml = yaml.replacingOccurrences(of: "  selfSizingMeasure: 150µs          # estimate: one Auto Layout fitting-size pass\n", with: "")
        #expect(throws: ScenarioFileError.self) { try DeviceProfileParser.parse(yaml: yaml, path: "iphone-15-pro.yaml") }
        do {
            _ = try DeviceProfileParser.parse(yaml: yaml, path: "devices/iphone-15-pro.yaml")
        } catch {
            #expect(error.errors.map(\.message) == ["missing required key 'selfSizingMeasure' in costs"])
            #expect(error.errors.first?.location.path == "devices/iphone-15-pro.yaml")
        }
    }

    @Test func profileErrorsCarryLineAndColumn() {
        let yaml = """
        name: tiny
        viewport: { width: 393, height: 852pt }
        scale: 3
        refreshRate: 119.5Hz
        safeArea: { portrait: { top: 0pt, bottom: 0pt }, landscape: { top: 0pt, bottom: 0pt } }
        keyboard: { portrait: 300pt, landscape: 200pt }
        composerHeight: 60pt
        costs: {}
        """
        do {
            _ = try DeviceProfileParser.parse(yaml: yaml, path: "other.yaml")
            Issue.record("parsed")
        } catch {
            let lines = error.errors.map(\.description)
            #expect(lines.first == "other.yaml:1:7: error: 'name' is 'tiny' but the file is 'other.yaml'; they must match")
            #expect(lines.contains("other.yaml:2:20: error: missing unit in 'width': expected a distance in pt, e.g. '900pt', found '393'"))
            #expect(lines.contains("other.yaml:4:14: error: 'refreshRate' must be a whole number of Hz up to 240, found '119.5Hz'"))
            #expect(lines.contains("other.yaml:8:8: error: missing required key 'snapshotBuildPerItem' in costs"))
        }
    }
}
