extension PortableMath {
    /// The sine of `x` (radians), correctly rounded for |x| < 2²⁰·π/2 (see ``PortableMath``).
    ///
    /// - Complexity: O(1): about 500 floating-point operations.
    public static func sin(_ x: Double) -> Double {
        if !x.isFinite { return .nan }
        if x == 0 { return x }  // keeps the sign of zero
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return sine(r).rounded
        case 1: return cosine(r).rounded
        case 2: return -sine(r).rounded
        default: return -cosine(r).rounded
        }
    }

    /// The cosine of `x` (radians), correctly rounded for |x| < 2²⁰·π/2 (see ``PortableMath``).
    ///
    /// - Complexity: O(1), as ``sin(_:)``.
    public static func cos(_ x: Double) -> Double {
        if !x.isFinite { return .nan }
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return cosine(r).rounded
        case 1: return -sine(r).rounded
        case 2: return -cosine(r).rounded
        default: return sine(r).rounded
        }
    }

    /// `x` = k·π/2 + r with |r| ≤ π/4 (about), as (k mod 4, r). π/2 is held in three
    /// 33-bit parts and a tail (Cody and Waite's reduction, with fdlibm's constants), so
    /// k·part is exact for |k| < 2²⁰ and r keeps about 100 bits.
    static func reduced(_ x: Double) -> (quadrant: Int, r: DoubleDouble) {
        let k = (x * twoOverPi).rounded()
        var r = DoubleDouble.twoSum(x, -k * halfPi1)
        r = r + (-k * halfPi2)
        r = r + (-k * halfPi3)
        r = r + (-k * halfPi3Tail)
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return (quadrant < 0 ? quadrant + 4 : quadrant, r)
    }

    /// sin r for |r| ≤ π/4 + ε: its Taylor series to r^29/29! (the first term left out is
    /// below 2^-110 of the sum).
    static func sine(_ r: DoubleDouble) -> DoubleDouble {
        let r2 = r * r
        var sum = sineTaylor[sineTaylor.count - 1]
        for coefficient in sineTaylor.dropLast().reversed() {
            sum = sum * r2 + coefficient
        }
        return r * sum
    }

    /// cos r for |r| ≤ π/4 + ε: its Taylor series to r^28/28!.
    static func cosine(_ r: DoubleDouble) -> DoubleDouble {
        let r2 = r * r
        var sum = cosineTaylor[cosineTaylor.count - 1]
        for coefficient in cosineTaylor.dropLast().reversed() {
            sum = sum * r2 + coefficient
        }
        return sum
    }

    /// (−1)ⁿ/(2n + 1)! for n = 0…14.
    static let sineTaylor: [DoubleDouble] = taylor(firstPower: 1)
    /// (−1)ⁿ/(2n)! for n = 0…14.
    static let cosineTaylor: [DoubleDouble] = taylor(firstPower: 0)

    private static func taylor(firstPower: Int) -> [DoubleDouble] {
        // n! exceeds 2^53 from 19!: the factorial is kept as a double-double.
        var factorial = DoubleDouble(1)
        var coefficients: [DoubleDouble] = []
        var power = 0
        while coefficients.count < 15 {
            if power > 0 { factorial = factorial * Double(power) }
            if power >= firstPower, (power - firstPower) % 2 == 0 {
                let reciprocal = DoubleDouble(1) / factorial
                coefficients.append(coefficients.count % 2 == 0 ? reciprocal : -reciprocal)
            }
            power += 1
        }
        return coefficients
    }

    static let twoOverPi = 0x1.45f306dc9c883p-1
    static let halfPi1 = 0x1.921fb544p+0
    static let halfPi2 = 0x1.0b4611a6p-34
    static let halfPi3 = 0x1.3198a2ep-69
    static let halfPi3Tail = 0x1.b839a252049c1p-104
}
