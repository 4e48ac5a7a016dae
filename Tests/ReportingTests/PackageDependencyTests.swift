import Foundation
import Testing

/// `Package.swift` declares, for every Swift target, exactly the modules its sources import:
/// no dependency left over after code moved, no import that only works transitively.
@Suite struct PackageDependencyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Modules of the toolchain and the platform, and modules a declared product brings
    /// (Yams' C core): importable without a package dependency.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "AppKit", "UIKit", "SwiftUI",
        "Synchronization", "Testing", "XCTest", "FoundationXML", "FoundationNetworking", "Observation",
        "CYaml",  // Yams' C core
    ]

    /// A target of the manifest: its name, kind, folder and declared module dependencies
    /// (products by their module name).
    struct Target {
        var name: String
        var isExecutable: Bool
        var directory: URL
        var dependencies: Set<String>
    }

    /// Every `.target`, `.executableTarget` and `.testTarget` call of the manifest. The
    /// benchmarks are a package of their own (`Benchmarks/Package.swift`), not listed here.
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try Regex(#"\.(target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)""#)
        let dependency = try Regex(#"\.product\(name:\s*"([^"]+)"[^)]*\)|"([^"]+)""#)
        var result: [Target] = []
        for match in manifest.matches(of: start) {
            let kind = String(match.output[1].substring!)
            let name = String(match.output[2].substring!)
            let call = balanced(manifest[match.range.upperBound...], open: "(", close: ")")
            var dependencies: Set<String> = []
            if let label = call.firstRange(of: "dependencies:"), let bracket = call[label.upperBound...].firstIndex(of: "[") {
                let list = balanced(call[call.index(after: bracket)...], open: "[", close: "]")
                for item in list.matches(of: dependency) {
                    dependencies.insert(String((item.output[1].substring ?? item.output[2].substring)!))
                }
            }
            let folder = kind == "testTarget" ? "Tests" : "Sources"
            let path = try Regex(#"path:\s*"([^"]+)""#)
            let directory = call.firstMatch(of: path).map { String($0.output[1].substring!) } ?? "\(folder)/\(name)"
            result.append(Target(name: name, isExecutable: kind == "executableTarget",
                                 directory: root.appendingPathComponent(directory), dependencies: dependencies))
        }
        return result
    }

    /// The text up to the bracket that closes one already open (strings skipped).
    static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 1
        var inString = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return text
    }

    /// The modules imported by the Swift files under `directory`. An import guarded by
    /// `#if canImport(` of the same module (an Apple SDK a ported screen stubs on Linux, as the
    /// README says) is the platform's, not a dependency of the manifest, and is not counted.
    static func imports(in directory: URL) throws -> Set<String> {
        let line = try Regex(#"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:struct\s+|class\s+|enum\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
            .anchorsMatchLineEndings()
        let guarded = try Regex(#"#if\s+canImport\(([A-Za-z_][A-Za-z0-9_]*)\)\s*\n\s*import\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            var counts: [String: Int] = [:]
            for match in text.matches(of: line) { counts[String(match.output[1].substring!), default: 0] += 1 }
            for match in text.matches(of: guarded) where match.output[1].substring == match.output[2].substring {
                counts[String(match.output[1].substring!), default: 0] -= 1
            }
            modules.formUnion(counts.filter { $0.value > 0 }.keys)
        }
        return modules
    }

    @Test func theManifestListsEveryFolderOfSwiftSources() throws {
        let directories = Set(try Self.targets().map(\.directory.standardizedFileURL.path))
        for folder in ["Sources", "Tests"] {
            let present = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            for name in present where !name.hasPrefix(".") {
                let directory = Self.root.appendingPathComponent("\(folder)/\(name)")
                guard Self.containsSwift(directory) else { continue }  // data, e.g. a test corpus
                #expect(directories.contains(directory.standardizedFileURL.path), "\(folder)/\(name) is not a target of Package.swift")
            }
        }
    }

    static func containsSwift(_ directory: URL) -> Bool {
        FileManager.default.enumerator(atPath: directory.path)?.contains { ($0 as? String)?.hasSuffix(".swift") == true } ?? false
    }

    @Test func dependenciesEqualImportsBothWays() throws {
        let targets = try Self.targets()
        let executables = Set(targets.filter(\.isExecutable).map(\.name))
        let exports = try Self.reExports(of: targets)  // declared directly too (ReExportedDependencyTests)
        for target in targets {
            let imported = try Self.imports(in: target.directory).subtracting(Self.systemModules).subtracting([target.name])
            // A C target has no Swift imports; a test may depend on an executable to run it.
            guard Self.containsSwift(target.directory) else { continue }
            let declared = target.dependencies.subtracting(executables)
            let undeclared = imported.subtracting(declared)
            let unused = declared.subtracting(imported).subtracting(declared.flatMap { exports[$0] ?? [] })
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them")
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) but never imports them")
        }
    }
}
