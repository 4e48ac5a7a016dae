import CLibFuzzer
import Foundation

/// The entry point of every fuzz target: libFuzzer over the target's test function, or —
/// given `--write-seeds DIR` — the target's seed inputs written into `DIR`.
///
/// ```swift
/// @_cdecl("LLVMFuzzerTestOneInput")
/// func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { … ; return 0 }
///
/// FuzzDriver.main(testOneInput: testOneInput, seeds: { … })
/// ```
///
/// Every other argument list goes to libFuzzer unchanged (`-max_total_time=60 CORPUS…`,
/// `-runs=0 Regressions/…`, a single crash file to reproduce it). The test function must
/// also be exported as `LLVMFuzzerTestOneInput`: libFuzzer's own `main`, linked in whole by
/// `-sanitize=fuzzer`, refers to it, though SwiftPM's entry point replaces that `main`.
public enum FuzzDriver {
    /// libFuzzer's per-input callback: returns 0 (the only value libFuzzer accepts besides
    /// -1, "do not add to the corpus").
    public typealias TestOneInput = @convention(c) (_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt

    /// Runs the target and exits with libFuzzer's status (nonzero on a finding).
    public static func main(testOneInput: TestOneInput, seeds: () throws -> [FuzzSeed]) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            do {
                let count = try FuzzSeed.write(seeds(), into: URL(fileURLWithPath: arguments[2]))
                print("\(count) seeds written to \(arguments[2])")
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write seeds: \(error)\n".utf8))
                exit(1)
            }
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
