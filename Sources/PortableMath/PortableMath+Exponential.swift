extension PortableMath {
    /// e raised to `x`, correctly rounded (see ``PortableMath`` for the accuracy statement).
    ///
    /// - Complexity: O(1): about 400 floating-point operations.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        return exponential(DoubleDouble(x))
    }

    /// eˣ for a double-double `x`, rounded once to `Double` (0 or ∞ beyond the range).
    static func exponential(_ x: DoubleDouble) -> Double {
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2 (about): k·ln2.hi exactly, k·ln2.lo rounded
        // (below 2^-98 of error for |k| ≤ 1080).
        let k = (x.hi * inverseLn2).rounded()
        if k > 1_025 { return .infinity }
        if k < -1_080 { return 0 }
        let r = (x - DoubleDouble.twoProduct(k, ln2.hi)) + (-k * ln2.lo)
        // e^r = (e^(r/256))^256, the square taken 8 times in the form (1 + m)² − 1 = m·(2 + m)
        // so that the small m keeps its precision; e^s − 1 from its Taylor series to s^11/11!
        // (|s| < 0.00136: the first term left out is below 2^-117 of the sum).
        let s = r.scaled(by: -8)
        var m = exponentialTaylor[exponentialTaylor.count - 1]
        for coefficient in exponentialTaylor.dropLast().reversed() {
            m = m * s + coefficient
        }
        m = m * s
        for _ in 0..<8 {
            m = m * (m + 2)
        }
        let result = m + 1
        let n = Int(k)
        // Scale in two steps near the ends of the range, where 2^n alone is not a double.
        if n < -1_020 {
            return result.scaled(by: n + 600).rounded * 0x1p-600
        }
        if n > 1_020 {
            return result.scaled(by: n - 600).rounded * 0x1p600
        }
        return result.scaled(by: n).rounded
    }

    /// 1/n! for n = 1…11 (the Taylor coefficients of e^s − 1 divided by s, from s⁰).
    static let exponentialTaylor: [DoubleDouble] = {
        var factorial = 1.0
        return (1...11).map { n in
            factorial *= Double(n)  // exact: 11! < 2^53
            return DoubleDouble.reciprocal(factorial)
        }
    }()

    /// ln 2 to 107 bits, and 1/ln 2 to 53.
    static let ln2 = DoubleDouble(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56)
    static let inverseLn2 = 0x1.71547652b82fep+0
}
