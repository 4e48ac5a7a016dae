// LLVMFuzzerRunDriver is defined by libFuzzer (linked by -sanitize=fuzzer); this target
// only declares it for Swift.
#include "CLibFuzzer.h"
