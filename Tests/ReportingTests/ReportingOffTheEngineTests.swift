import Foundation
import Testing

/// The report modules read the results vocabulary (RunResults) and nothing of the engine or
/// the scenario parser: a report can be read, written, compared and stored without the
/// simulator, the list engine, the scenario files' YAML, or the bundled designs.
///
/// RunResults itself is a leaf: it depends on ChatModel at most, so the engine writes into it
/// and the parser decodes into it without either reaching the other through it. Both the
/// manifest's dependencies and the sources' imports are held to it.
@Suite struct ReportingOffTheEngineTests {
    /// The modules of the engine and the parser (and what only they use).
    static let engine: Set<String> = [
        "Simulator", "Scenarios", "Strategies", "ListLayout", "ListDiff", "Viewport", "Mocks", "MemoryProbe",
        "ChatRigUIKit", "Calibration", "Yams",
    ]

    /// The modules that must stay off the engine.
    static let offTheEngine = ["RunResults", "ReportModel", "ReportFormats", "ChangeJudging", "Storage"]

    static func target(_ name: String) throws -> PackageDependencyTests.Target {
        try #require(try PackageDependencyTests.targets().first { $0.name == name })
    }

    @Test(arguments: offTheEngine)
    func aReportModuleNeitherDeclaresNorImportsTheEngine(module: String) throws {
        let target = try Self.target(module)
        let imported = try PackageDependencyTests.imports(in: target.directory)
        for (what, modules) in [("declares", target.dependencies), ("imports", imported)] {
            let engine = modules.intersection(Self.engine)
            #expect(engine.isEmpty, "\(module) \(what) \(engine.sorted()): a report module reads RunResults, never the engine")
        }
    }

    @Test func theResultsVocabularyDependsOnChatModelAtMost() throws {
        let target = try Self.target("RunResults")
        let imported = try PackageDependencyTests.imports(in: target.directory).subtracting(PackageDependencyTests.systemModules)
        #expect(target.dependencies.isSubset(of: ["ChatModel"]), "RunResults declares \(target.dependencies.sorted())")
        #expect(imported.isSubset(of: ["ChatModel"]), "RunResults imports \(imported.sorted())")
    }

    /// The rule's own check: the list of engine modules names modules of the manifest (or
    /// Yams, a package dependency), so a renamed module cannot leave the rule checking nothing.
    @Test func theEngineModulesAreTargetsOfTheManifest() throws {
        let names = Set(try PackageDependencyTests.targets().map(\.name))
        #expect(Self.engine.subtracting(names) == ["Yams"])
        #expect(Set(Self.offTheEngine).isSubset(of: names))
    }

    /// `import Simulator` and `import Scenarios` keep the names that moved (a team's code
    /// compiles unchanged): both re-export RunResults.
    @Test func theEngineAndTheParserReExportTheResults() throws {
        let exports = try PackageDependencyTests.reExports(of: PackageDependencyTests.targets())
        #expect(exports["Simulator"]?.contains("RunResults") == true)
        #expect(exports["Scenarios"]?.contains("RunResults") == true)
        #expect(exports["ReportModel"]?.contains("RunResults") == true)
    }

    /// A face (ChatRigUIKit) registers a team's view controller with the strategy registry,
    /// which sits in Simulator beside the controller protocol: it neither declares nor imports
    /// the bundled designs (Strategies).
    @Test func theUIKitFaceImportsNoBundledDesign() throws {
        let target = try Self.target("ChatRigUIKit")
        let imported = try PackageDependencyTests.imports(in: target.directory)
        #expect(!target.dependencies.contains("Strategies"), "ChatRigUIKit declares Strategies")
        #expect(!imported.contains("Strategies"), "ChatRigUIKit imports Strategies")
    }
}
