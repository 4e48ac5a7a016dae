/// An unevaluated sum `hi + lo` of two doubles with |lo| ≤ ulp(hi)/2: about 106 bits of
/// significand, from IEEE basic operations only (Dekker 1971; Knuth, TAOCP vol. 2, §4.2.2).
/// The arithmetic's relative error is below 2⁻¹⁰³ per operation (Joldes, Muller, Popescu,
/// "Tight and rigorous error bounds for basic building blocks of double-word arithmetic", 2017).
struct DoubleDouble: Sendable {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    /// The double nearest to `hi + lo` (the pair is normalised, so `hi` already is, but a
    /// sum built without normalising is rounded here).
    var rounded: Double { hi + lo }

    /// `a + b` exactly, as a pair (Knuth's TwoSum).
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        let e = (a - (s - bb)) + (b - bb)
        return DoubleDouble(s, e)
    }

    /// `a + b` exactly when |a| ≥ |b| (Dekker's FastTwoSum).
    static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(s, b - (s - a))
    }

    /// Veltkamp's split of `a` into two halves of 26 bits whose sum is `a`.
    static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let high = c - (c - a)
        return (high, a - high)
    }

    /// `a × b` exactly, as a pair (Dekker's TwoProduct, without a fused multiply-add, which
    /// not every target computes in hardware). Exact while |a|, |b| < 2⁹⁹⁶.
    static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        let e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
        return DoubleDouble(p, e)
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        let t = twoSum(a.lo, b.lo)
        let u = fastTwoSum(s.hi, s.lo + t.hi)
        return fastTwoSum(u.hi, u.lo + t.lo)
    }

    static func + (a: DoubleDouble, b: Double) -> DoubleDouble {
        let s = twoSum(a.hi, b)
        return fastTwoSum(s.hi, s.lo + a.lo)
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(-a.hi, -a.lo) }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + (-b) }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = twoProduct(a.hi, b.hi)
        return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
    }

    static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
        let p = twoProduct(a.hi, b)
        return fastTwoSum(p.hi, p.lo + a.lo * b)
    }

    static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let q1 = a.hi / b.hi
        let r = a - b * q1
        let q2 = r.hi / b.hi
        let r2 = r - b * q2
        let q3 = r2.hi / b.hi
        return fastTwoSum(q1, q2) + q3
    }

    /// Multiplies by 2ⁿ exactly (barring overflow and underflow).
    func scaled(by n: Int) -> DoubleDouble {
        let factor = Double(sign: .plus, exponent: n, significand: 1)
        return DoubleDouble(hi * factor, lo * factor)
    }

    /// `1 / n` to double-double precision.
    static func reciprocal(_ n: Double) -> DoubleDouble { DoubleDouble(1) / DoubleDouble(n) }
}
