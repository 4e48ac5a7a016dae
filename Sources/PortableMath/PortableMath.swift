/// The elementary functions every deterministic figure uses, computed by ChatRig itself so that
/// they give the same bits on every platform.
///
/// The C library's `exp`, `log`, `pow`, `sin` and `cos` (glibc's on Linux, Apple's libm on
/// macOS and iOS, musl's in static builds) are each accurate to about one unit in the last
/// place, but not the *same* unit: for some arguments they round the other way, and a figure
/// computed from them — a seeded Gaussian, a deceleration's stopping time, a spring's position
/// in a frame — can then differ in its last bit between a developer's Mac and CI, and a gate
/// that compares it exactly can flip. These implementations use only IEEE 754 basic operations
/// (`+`, `-`, `*`, `/`, `squareRoot()` and exact scaling by powers of two), which IEEE 754
/// requires to be correctly rounded, in a fixed order: the result is a function of the argument
/// alone, on any conforming machine, with any compiler that does not reorder floating-point
/// operations (Swift does not contract or reassociate them).
///
/// **Accuracy.** Each function evaluates its result in double-double arithmetic (two `Double`s,
/// about 106 bits) with a relative error below 2⁻⁹⁰ before the one final rounding to `Double`,
/// so the result is the correctly rounded value (round to nearest, ties to even) unless the
/// exact value lies within 2⁻⁹⁰ (relative) of a halfway point between two doubles — a case no
/// input of the reference tests meets (Tests/PortableMathTests compares thousands of arguments
/// with values computed at 200 bits by mpmath). The exceptions, each still deterministic:
/// - results in the subnormal range (below 2⁻¹⁰²² in magnitude) are rounded twice;
/// - ``sin(_:)`` and ``cos(_:)`` reduce their argument with π/2 held to 161 bits: accurate
///   for |x| < 2²⁰·π/2 ≈ 1.6 million; beyond it the result is deterministic but not
///   guaranteed accurate (no deterministic path passes such angles);
/// - ``pow(_:_:)`` follows C's special cases for zeros, infinities, NaNs and negative bases.
///
/// Cost: a few hundred floating-point operations a call (about ten times the C library's);
/// the deterministic paths call them a handful of times per message or frame.
///
/// Every deterministic path reaches these through this module only; the portability check
/// (`scripts/check-portability.sh`, run by `make test` and by `PortabilityCheckTests`) fails
/// on a call to the platform's functions anywhere else in `Sources/`.
public enum PortableMath {}
