import ArgumentParser
import Foundation

/// `chatrig port`: the README's mechanical edits for a UIKit screen, done for the team.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Make UIKit and SwiftUI Swift files compile against ChatRigUIKit and ChatRigSwiftUI: import lines, selectors, @objc, #Preview, platform conditions.",
        discussion: """
        Rewrites `import UIKit` to the shim module's import, each #selector call site of a known \
        form to its closure form (addTarget, addObserver, CADisplayLink, gesture recognizers, \
        UIBarButtonItem, Timer), and drops @objc, @IBOutlet and @IBAction. An override inside an \
        extension moves into its class when the class is in the same file; a class's stored \
        property whose initializer holds a #selector becomes lazy var. Prints every edit as a \
        unified diff; writes the files only with --write. For SwiftUI files: `import SwiftUI` \
        becomes the SwiftUI shim's import (--swiftui-shim), each #Preview block is commented out \
        (a macro needs a compiler plugin), and a file using @Observable with only Foundation \
        imported gets `import Observation` (Linux's Foundation does not bring it). For both: each #if/#elseif \
        platform test is rewritten so a rehearsal build takes the iOS branches on every platform and the \
        app's own build is unchanged (`os(iOS)` becomes `(os(iOS) || canImport(ChatRigUIKit))`, \
        `os(macOS)` becomes `(os(macOS) && !canImport(ChatRigUIKit))`, likewise canImport(UIKit), \
        canImport(AppKit), targetEnvironment(macCatalyst)). What it cannot rewrite (another \
        #selector form, storyboards and nibs, outlets, Apple SDKs other than UIKit and SwiftUI, an \
        override or a selector property it cannot move or make lazy) is printed as \
        file:line: refused: reason.

        Exit status: 0 when nothing is left to do by hand, 1 when a site was refused, 2 when a \
        path cannot be read or written.
        """
    )

    @Argument(help: "Swift files, or folders whose .swift files are ported.")
    var paths: [String]

    @Option(name: .long, help: "The module that imports UIKit or ChatRigUIKit (README).")
    var shim = "ChatUI"

    @Option(name: .long, help: "The module that imports SwiftUI or ChatRigSwiftUI (README).")
    var swiftuiShim = "ChatViews"

    @Flag(name: .long, help: "Write the ported files in place (atomically).")
    var write = false

    mutating func run() throws {
        let port = UIKitPort(shimModule: shim)
        let swiftUIPort = SwiftUIPort(shimModule: swiftuiShim)
        let implicitImport = ImplicitUIKitImport(shimModule: shim, swiftUIShimModule: swiftuiShim)
        var refused = 0
        var edited = 0
        let sources = try swiftFiles().map { file in
            do {
                return (file: file, text: try String(contentsOfFile: file, encoding: .utf8))
            } catch {
                throw BadInput(description: "\(file): cannot read: \(error.localizedDescription)")
            }
        }
        // Read before any file is rewritten: a protocol in one file, its calls in another; a
        // class's extension member in one, its override in another.
        let optionalNames = sources.reduce(into: Set<String>()) { $0.formUnion(OptionalRequirements.declaredNames(in: $1.text)) }
        let membersMoved = OverriddenExtensionMembers.apply(sources.map(\.text))
        for (index, (file, original)) in sources.enumerated() {
            let optionals = OptionalRequirements.port(membersMoved[index] ?? original, callableNames: optionalNames)
            var result = port.port(optionals.text)
            result.refusals = (optionals.refusals + result.refusals).sorted { $0.line < $1.line }
            if membersMoved[index] != nil {  // refusals at the file's own lines, before the move
                let unmoved = OptionalRequirements.port(original, callableNames: optionalNames)
                result.refusals = (unmoved.refusals + port.port(unmoved.text).refusals).sorted { $0.line < $1.line }
            }
            result.text = implicitImport.apply(result.text).text
            result.text = swiftUIPort.port(result.text).text
            result.text = PlatformConditions.port(result.text).text
            let diff = UnifiedDiff(path: file, old: original, new: result.text).text
            if !diff.isEmpty {
                print(diff, terminator: "")
                edited += 1
                if write {
                    do {
                        try result.text.write(toFile: file, atomically: true, encoding: .utf8)
                    } catch {
                        throw BadInput(description: "\(file): cannot write: \(error.localizedDescription)")
                    }
                }
            }
            for refusal in result.refusals {
                FileHandle.standardError.write(Data("\(file):\(refusal.line): refused: \(refusal.reason)\n".utf8))
                refused += 1
            }
        }
        let verb = write ? "edited" : "would edit"
        print("\(verb) \(edited) file\(edited == 1 ? "" : "s"); \(refused) site\(refused == 1 ? "" : "s") left to do by hand")
        if refused > 0 { throw RunFailure() }
    }

    /// The `.swift` files `paths` name, folders walked, in sorted order.
    private func swiftFiles() throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw BadInput(description: "\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let walker = FileManager.default.enumerator(atPath: path)
            while let relative = walker?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
            }
        }
        return files.sorted()
    }
}
