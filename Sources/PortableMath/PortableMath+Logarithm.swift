extension PortableMath {
    /// The natural logarithm of `x`, correctly rounded (see ``PortableMath`` for the accuracy
    /// statement); −∞ at 0, NaN below it.
    ///
    /// - Complexity: O(1): about 700 floating-point operations.
    public static func log(_ x: Double) -> Double {
        if let special = logarithmSpecialCase(x) { return special }
        return logarithm(x).rounded
    }

    /// The base-10 logarithm of `x`, correctly rounded (exact powers of ten give their
    /// exponent exactly); −∞ at 0, NaN below it.
    ///
    /// - Complexity: O(1), as ``log(_:)``.
    public static func log10(_ x: Double) -> Double {
        if let special = logarithmSpecialCase(x) { return special }
        return (logarithm(x) * inverseLn10).rounded
    }

    /// The value for a zero, negative, infinite or NaN argument; nil for a positive finite one.
    static func logarithmSpecialCase(_ x: Double) -> Double? {
        if x.isNaN { return x }
        if x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        return nil
    }

    /// ln x for a positive finite `x`, as a double-double with relative error below 2⁻¹⁰⁰.
    static func logarithm(_ x: Double) -> DoubleDouble {
        // x = 2^e · m with m in [√½, √2).
        var m = x.significand  // [1, 2), exact, subnormals included
        var e = Double(x.exponent)
        if m > 0x1.6a09e667f3bcdp+0 {  // √2
            m *= 0.5
            e += 1
        }
        // ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| < 0.1716; the series in s² to the
        // term s^47/47 (s² < 0.0295: the first term left out is below 2^-106 of the sum).
        let s = DoubleDouble(m - 1) / DoubleDouble.twoSum(m, 1)  // m − 1 is exact
        let s2 = s * s
        var series = atanhSeries[atanhSeries.count - 1]
        for coefficient in atanhSeries.dropLast().reversed() {
            series = series * s2 + coefficient
        }
        let lnM = (s * series).scaled(by: 1)
        // e·ln 2: e·ln2.hi exactly (|e| < 1100), plus e·ln2.lo.
        return (DoubleDouble.twoProduct(e, ln2.hi) + e * ln2.lo) + lnM
    }

    /// 1/(2k + 1) for k = 0…23.
    static let atanhSeries: [DoubleDouble] = (0...23).map { DoubleDouble.reciprocal(Double(2 * $0 + 1)) }

    /// 1/ln 10 to 107 bits.
    static let inverseLn10 = DoubleDouble(0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57)

    /// `x` raised to `y`, correctly rounded for a positive `x` (see ``PortableMath``), with
    /// C's `pow` for the rest: `pow(x, 0) == 1` and `pow(1, y) == 1` even for NaN, a negative
    /// `x` only to an integer `y` (NaN otherwise), zeros and infinities by sign and parity.
    ///
    /// - Complexity: O(1): a ``log(_:)`` and an ``exp(_:)``.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        let yIsInteger = y == y.rounded(.towardZero)
        let yIsOddInteger = yIsInteger && abs(y) < 0x1p53 && (y * 0.5) != (y * 0.5).rounded(.towardZero)
        if x < 0 {
            guard yIsInteger else { return .nan }
            let magnitude = pow(-x, y)
            return yIsOddInteger ? -magnitude : magnitude
        }
        if x == 0 {
            let magnitude: Double = y > 0 ? 0 : .infinity
            return yIsOddInteger ? Double(signOf: x, magnitudeOf: magnitude) : magnitude
        }
        if y.isInfinite {
            if x == 1 { return 1 }
            return (x > 1) == (y > 0) ? .infinity : 0
        }
        if x == .infinity { return y > 0 ? .infinity : 0 }
        // x^y = e^(y·ln x), the product kept to double-double precision.
        let lnX = logarithm(x)
        let product = DoubleDouble.twoProduct(y, lnX.hi) + y * lnX.lo
        if product.hi > 709.8 { return .infinity }
        if product.hi < -745.2 { return 0 }
        return exponential(product)
    }
}
