import Foundation
import Testing

/// `scripts/check-portability.sh` finds each construct that builds or behaves differently on
/// macOS and Linux (issue 38), and this package has none.
@Suite struct PortabilityCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("scripts/check-portability.sh")

    /// Runs the check on `folder`: its exit status and standard output.
    func check(_ folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script.path, folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func thisPackageHasNoPlatformSpecificConstruct() throws {
        let result = try check(Self.root)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test func eachRuleFindsItsConstructAndNotItsGuardedForm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-portability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import Glibc
            let actions = posix_spawn_file_actions_t()
            let statm = fopen("/proc/self/statm", "r")
            let port = mach_task_self_
            func f<T: SendableMetatype>(_: T) {}
            let text = AttributedString(markdown: "**a**")
            let process = Process()
            let y = exp(1.0) + Foundation.log(2.0) + pow(2, 3) + cos(0)
            """, to: "Sources/Bad/Bad.swift", in: folder)
        try write("""
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            #else
            var actions = posix_spawn_file_actions_t()
            #endif
            #if os(Linux)
            let statm = fopen("/proc/self/statm", "r")
            #endif
            #if compiler(>=6.2)
            func f<T: SendableMetatype>(_: T) {}
            #endif
            #if os(macOS) || os(Linux)
            let process = Process()
            #endif
            let y = PortableMath.exp(1.0) + value.log(2.0)  // exp(1) in a comment
            let help = \"""
                cos(x) in a help text
                \"""
            """, to: "Sources/Good/Good.swift", in: folder)
        try write("""
            set -u
            args=()
            run "${args[@]}" ${args[*]}
            run ${args[@]+"${args[@]}"} ${args[*]-} ${#args[@]}
            """, to: "scripts/example.sh", in: folder)
        let result = try check(folder)
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n") == [
            "Sources/Bad/Bad.swift:1: unguarded-import: import Glibc",
            "Sources/Bad/Bad.swift:2: spawn-initializer: let actions = posix_spawn_file_actions_t()",
            "Sources/Bad/Bad.swift:3: proc-unguarded: let statm = fopen(\"/proc/self/statm\", \"r\")",
            "Sources/Bad/Bad.swift:4: mach-task-self: let port = mach_task_self_",
            "Sources/Bad/Bad.swift:5: newer-compiler: func f<T: SendableMetatype>(_: T) {}",
            "Sources/Bad/Bad.swift:6: platform-markdown: let text = AttributedString(markdown: \"**a**\")",
            "Sources/Bad/Bad.swift:7: process-unguarded: let process = Process()",
            "Sources/Bad/Bad.swift:8: platform-maths: exp (use PortableMath)",
            "Sources/Bad/Bad.swift:8: platform-maths: Foundation.log (use PortableMath)",
            "Sources/Bad/Bad.swift:8: platform-maths: pow (use PortableMath)",
            "Sources/Bad/Bad.swift:8: platform-maths: cos (use PortableMath)",
            "scripts/example.sh:3: empty-array: ${args[@]}",
            "scripts/example.sh:3: empty-array: ${args[*]}",
        ])
    }
}
