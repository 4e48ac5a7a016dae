import Foundation
import Testing

/// Reporting is split along its seams, and the seams point one way:
///
///     ReportModel ← ReportFormats ← { ChangeJudging, SuiteRunning } ← Reporting
///
/// A module may use only the reporting modules to its left (judging change and running
/// suites are siblings: neither uses the other), and only the `Reporting` umbrella, which
/// keeps the deprecated entry points that default to the bundled strategies, may use
/// `Strategies`: the parts take their controllers as a `ControllerFactory`. Both the
/// manifest's dependencies and the sources' imports are held to it, so neither can drift
/// on its own.
@Suite struct ReportingModuleDirectionTests {
    /// Each reporting module and the reporting modules it may use.
    static let allowed: [String: Set<String>] = [
        "ReportModel": [],
        "ReportFormats": ["ReportModel"],
        "ChangeJudging": ["ReportModel", "ReportFormats"],
        "SuiteRunning": ["ReportModel", "ReportFormats"],
        "Reporting": ["ReportModel", "ReportFormats", "ChangeJudging", "SuiteRunning"],
    ]

    /// The modules no reporting part may use (the umbrella may, for its compatibility layer).
    static let aboveTheParts: Set<String> = ["Strategies", "ChatRigCLI", "ChatRigTesting", "ChatRigUIKit", "Calibration"]

    static func reportingTargets() throws -> [String: PackageDependencyTests.Target] {
        let targets = try PackageDependencyTests.targets().filter { allowed.keys.contains($0.name) }
        return Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    }

    @Test func everyReportingModuleIsATargetOfTheManifest() throws {
        #expect(Set(try Self.reportingTargets().keys) == Set(Self.allowed.keys))
    }

    @Test(arguments: ["ReportModel", "ReportFormats", "ChangeJudging", "SuiteRunning", "Reporting"])
    func aModuleUsesOnlyTheReportingModulesBeneathIt(module: String) throws {
        let target = try #require(try Self.reportingTargets()[module])
        let reporting = Set(Self.allowed.keys)
        let imported = try PackageDependencyTests.imports(in: target.directory)
        for (what, modules) in [("declares", target.dependencies), ("imports", imported)] {
            let upward = modules.intersection(reporting).subtracting(Self.allowed[module]!).subtracting([module])
            #expect(upward.isEmpty, "\(module) \(what) \(upward.sorted()): reporting modules it must not use")
            if module != "Reporting" {
                let above = modules.intersection(Self.aboveTheParts)
                #expect(above.isEmpty, "\(module) \(what) \(above.sorted()): only the command line chooses strategies")
            }
        }
    }

    /// `import Reporting` keeps every public name of the parts: a team's code written before
    /// the split compiles unchanged.
    @Test func theUmbrellaReExportsEveryPart() throws {
        let target = try #require(try Self.reportingTargets()["Reporting"])
        let exported = try Regex(#"^@_exported\s+import\s+(\w+)"#).anchorsMatchLineEndings()
        var modules: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: target.directory.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: target.directory.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: exported) { modules.insert(String(match.output[1].substring!)) }
        }
        #expect(modules == Self.allowed["Reporting"]!)
    }
}
