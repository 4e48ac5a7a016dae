import CLibFuzzer
import Foundation
import FuzzHarnesses

/// The entry point of the fuzz executable: libFuzzer over one target's harness, or — given
/// `--write-seeds DIR` — the target's seed inputs written into `DIR`.
///
///     chatrig-fuzz FuzzScenario -max_total_time=60 CORPUS…   fuzz (libFuzzer's flags follow the target)
///     chatrig-fuzz FuzzScenario Regressions/FuzzScenario/x   run saved inputs once each
///     chatrig-fuzz FuzzScenario --write-seeds DIR            write the seeds
///     chatrig-fuzz --list                                    the targets, one a line
///
/// A ``FuzzViolation`` is a crash (libFuzzer saves the input); what a target made of an
/// input is shown under `FUZZ_PRINT=1` (``FuzzOutcome``).
public enum FuzzDriver {
    /// libFuzzer's per-input callback: returns 0 (the only value libFuzzer accepts besides
    /// -1, "do not add to the corpus").
    public typealias TestOneInput = @convention(c) (_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt

    /// The environment variable naming the target for the processes libFuzzer starts itself
    /// (`-fork`, `-minimize_crash`), which it runs with its own flags only.
    static let targetVariable = "CHATRIG_FUZZ_TARGET"

    /// The target the first argument names, else the one ``targetVariable`` names.
    static let target: (type: any FuzzHarness.Type, argumentCount: Int)? = {
        let arguments = CommandLine.arguments
        if arguments.count >= 2, let type = FuzzTargets.named(arguments[1]) { return (type, 1) }
        if let name = ProcessInfo.processInfo.environment[targetVariable], let type = FuzzTargets.named(name) { return (type, 0) }
        return nil
    }()

    /// The harness of the target, made once (``main(testOneInput:)`` has checked that one
    /// is named before anything reads it).
    static let harness: any FuzzHarness = {
        guard let type = target?.type else { fatalError("chatrig-fuzz: no fuzz target named") }
        do {
            return try type.init()
        } catch {
            fatalError("\(type.target): cannot make the harness: \(error)")
        }
    }()

    /// Runs one input through ``harness``; a violated property stops the process, which
    /// libFuzzer reports as a crash and saves the input of.
    public static func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        do {
            FuzzOutcome.report(try harness.run(FuzzInput(data, size)))
        } catch {
            fatalError("\(type(of: harness).target): \(error)")
        }
        return 0
    }

    /// Runs the target and exits with libFuzzer's status (nonzero on a finding).
    public static func main(testOneInput: TestOneInput) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 2, arguments[1] == "--list" {
            print(FuzzTargets.all.map { $0.target }.joined(separator: "\n"))
            exit(0)
        }
        guard target != nil else {
            let targets = FuzzTargets.all.map { $0.target }.joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: chatrig-fuzz TARGET [libFuzzer flags and inputs…] (targets: \(targets))\n".utf8))
            exit(2)
        }
        let harness = harness
        let named = target?.argumentCount ?? 0
        if arguments.count == named + 3, arguments[named + 1] == "--write-seeds" {
            let folder = arguments[named + 2]
            do {
                let count = try FuzzSeed.write(harness.seeds(), into: URL(fileURLWithPath: folder))
                print("\(count) seeds written to \(folder)")
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write seeds: \(error)\n".utf8))
                exit(1)
            }
        }
        // libFuzzer reads its flags and inputs from argv: the program, then what follows the
        // target; the processes it starts itself learn the target from the environment.
        setenv(targetVariable, type(of: harness).target, 1)
        let forwarded = [arguments[0]] + arguments.dropFirst(1 + named)
        var cStrings: [UnsafeMutablePointer<CChar>?] = forwarded.map { strdup($0) } + [nil]
        var argc = CInt(forwarded.count)
        let status = cStrings.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
        }
        exit(status)
    }
}
