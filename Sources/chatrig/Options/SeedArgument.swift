import ArgumentParser

/// `--seed N`: a non-negative integer that fits 64 bits.
///
/// Read with `.unconditional` parsing so that `--seed -1` reaches this check (and says
/// what a seed is) instead of being taken for a flag (`Missing value for '--seed <n>'`).
enum SeedArgument {
    static func parse(_ text: String) throws -> UInt64 {
        guard text.first?.isNumber == true, let seed = UInt64(text) else {
            throw ValidationError("the seed must be a non-negative integer (0 to \(UInt64.max))")
        }
        return seed
    }
}
