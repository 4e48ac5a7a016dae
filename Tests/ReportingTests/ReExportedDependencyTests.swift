import Foundation
import Testing

/// A target that reaches another target of the package through a dependency's
/// `@_exported import` — a shim such as Examples/UIKitChat's `ChatUI`, which re-exports
/// ChatRigUIKit — declares that target directly too.
///
/// The incremental build (SwiftPM's swift-driver, cross-module incremental builds) recompiles a
/// module only for changes in the modules its target names. A module compiled against a
/// re-exported module's classes bakes in their vtable slots (and its structs' layouts); when
/// those classes change and the module is not recompiled, its calls land on other methods.
/// That is how the UIKitChat example's gate failed on some tree states and passed on others:
/// `UIKitChat` named only `ChatUI`, so a change to ChatRigUIKit's `UICollectionView` left the
/// screen's compiled `dequeueReusableCell` call on another slot and its cell provider returned
/// nil for every cell ("the cell provider returned no cell for m-0070 at [0, 0]" ×225), until
/// an edit to the example's own files recompiled it.
@Suite struct ReExportedDependencyTests {
    @Test func aTargetDeclaresEveryPackageModuleItReachesThroughAReExport() throws {
        let targets = try PackageDependencyTests.targets()
        let exports = try PackageDependencyTests.reExports(of: targets)
        for target in targets {
            let reached = target.dependencies.reduce(into: Set<String>()) { $0.formUnion(exports[$1] ?? []) }
            let undeclared = reached.subtracting(target.dependencies).subtracting([target.name])
            #expect(undeclared.isEmpty, """
                \(target.name) reaches \(undeclared.sorted()) only through a dependency's @_exported import: \
                declare it too, or an incremental build can leave \(target.name) compiled against its old classes
                """)
        }
    }

    /// The rule's own check: the shim's re-export is seen, through a chain of re-exports.
    @Test func theUIKitExamplesShimReExportsChatRigUIKit() throws {
        let exports = try PackageDependencyTests.reExports(of: PackageDependencyTests.targets())
        #expect(exports["ChatUI"] == ["ChatRigUIKit"])
        #expect(exports["UIKitChat"] == nil)
    }
}

extension PackageDependencyTests {
    /// The targets of the package each target makes visible to its dependents by
    /// `@_exported import`, directly or through another target's re-export. O(targets × files).
    static func reExports(of targets: [Target]) throws -> [String: Set<String>] {
        let names = Set(targets.map(\.name))
        let line = try Regex(#"^\s*@_exported\s+import\s+([A-Za-z_][A-Za-z0-9_]*)"#).anchorsMatchLineEndings()
        var direct: [String: Set<String>] = [:]
        for target in targets {
            let files = FileManager.default.enumerator(at: target.directory, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: line) {
                    let module = String(match.output[1].substring!)
                    if names.contains(module) { direct[target.name, default: []].insert(module) }
                }
            }
        }
        var closure = direct
        var changed = true
        while changed {
            changed = false
            for (name, modules) in closure {
                let through = modules.reduce(into: modules) { $0.formUnion(closure[$1] ?? []) }
                if through != modules {
                    closure[name] = through
                    changed = true
                }
            }
        }
        return closure
    }
}
