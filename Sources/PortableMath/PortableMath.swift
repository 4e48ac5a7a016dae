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
/// argument tested meets: Tests/PortableMathTests compares 1,650 arguments bit for bit with
/// values computed at 250 bits by mpmath (scripts/make-math-reference.py), and 36,097 more were
/// compared the same way when the functions were written (on those, glibc 2.36 differed from
/// the correctly rounded value 41 times: `log10` 14, `cos` 10, `sin` 8, `exp` 5, `log` 4).
/// The exceptions, each still deterministic:
/// - results in the subnormal range (below 2⁻¹⁰²² in magnitude) are rounded twice;
/// - ``sin(_:)`` and ``cos(_:)`` reduce their argument with π/2 held to 161 bits: accurate
///   for |x| < 2²⁰·π/2 ≈ 1.6 million; beyond it the result is deterministic but not
///   guaranteed accurate (no deterministic path passes such angles);
/// - ``pow(_:_:)`` follows C's special cases for zeros, infinities, NaNs and negative bases.
///
/// Cost: a few hundred dependent floating-point operations a call — measured 1.4–2.8 µs a call
/// against glibc's 30–66 ns (30 to 95 times; one run, `-O -wmo`, a loaded 2-core machine). The
/// deterministic paths call them a few times per message, chunk or frame: in the bundled
/// suite's run (debug build) they take 1.3 % of the CPU samples.
///
/// Every deterministic path reaches these through this module only; the portability check
/// (`scripts/check-portability.sh`, run by `make test` and by `PortabilityCheckTests`) fails
/// on a call to the platform's functions anywhere else in `Sources/`.
public enum PortableMath {}
