// The fuzz executable: `chatrig-fuzz TARGET [libFuzzer flags and inputs…]` (see FuzzDriver;
// Fuzz/fuzz.sh runs every target). The harnesses are plain code in FuzzHarnesses, which the
// root package's tests also run on every regression input, seed and seeded mutation.
import FuzzSupport

// libFuzzer's own `main`, linked in whole by -sanitize=fuzzer, refers to this symbol,
// though SwiftPM's entry point replaces that `main`.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.test(data, size)
}

FuzzDriver.main(testOneInput: testOneInput)
