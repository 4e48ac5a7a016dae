import PortableMath
import Testing

/// The functions give the correctly rounded result — hence the same bits on every platform —
/// for every argument of the reference table (mpmath at 250 bits), and C's results at the
/// special arguments.
@Suite struct PortableMathTests {
    typealias Case = (function: String, x: Double, y: Double, expected: Double)

    static let cases: [Case] = referenceTable.split(separator: "\n").map { line in
        let fields = line.split(separator: " ")
        let bits = fields.dropFirst().map { Double(bitPattern: UInt64($0, radix: 16)!) }
        return (String(fields[0]), bits[0], bits[1], bits[2])
    }

    static func evaluate(_ function: String, _ x: Double, _ y: Double) -> Double {
        switch function {
        case "exp": return PortableMath.exp(x)
        case "log": return PortableMath.log(x)
        case "log10": return PortableMath.log10(x)
        case "pow": return PortableMath.pow(x, y)
        case "sin": return PortableMath.sin(x)
        case "cos": return PortableMath.cos(x)
        default: fatalError("unknown function \(function)")
        }
    }

    @Test func everyReferenceValueIsCorrectlyRounded() {
        #expect(Self.cases.count == 1_650)
        let wrong = Self.cases.filter { Self.evaluate($0.function, $0.x, $0.y).bitPattern != $0.expected.bitPattern }
        #expect(wrong.map { "\($0.function)(\($0.x), \($0.y))" } == [])
    }

    @Test(arguments: ["exp", "log", "log10", "pow", "sin", "cos"])
    func theTableCoversEachFunction(_ function: String) {
        #expect(Self.cases.filter { $0.function == function }.count >= 150)
    }

    @Test func exactValuesAreExact() {
        #expect(PortableMath.exp(0) == 1)
        #expect(PortableMath.log(1) == 0)
        #expect(PortableMath.log(2) == 0x1.62e42fefa39efp-1)
        #expect(PortableMath.cos(0) == 1)
        #expect(PortableMath.sin(0) == 0)
        #expect(PortableMath.sin(-0.0).sign == .minus)
        for power in 0...22 {
            let ten = PortableMath.pow(10, Double(power))
            #expect(ten == [Double](repeating: 10, count: power).reduce(1, *))
            #expect(PortableMath.log10(ten) == Double(power))
        }
        #expect(PortableMath.pow(2, 0.5) == 2.0.squareRoot())
        #expect(PortableMath.pow(3, 2) == 9)
    }

    @Test func cSpecialCases() {
        #expect(PortableMath.exp(.infinity) == .infinity)
        #expect(PortableMath.exp(-.infinity) == 0)
        #expect(PortableMath.exp(710) == .infinity)
        #expect(PortableMath.exp(-746) == 0)
        #expect(PortableMath.exp(.nan).isNaN)
        #expect(PortableMath.log(0) == -.infinity)
        #expect(PortableMath.log(-1).isNaN)
        #expect(PortableMath.log(.infinity) == .infinity)
        #expect(PortableMath.log(.leastNonzeroMagnitude) == -0x1.74385446d71c3p+9)
        #expect(PortableMath.log10(0) == -.infinity)
        #expect(PortableMath.sin(.infinity).isNaN)
        #expect(PortableMath.cos(.nan).isNaN)
        #expect(PortableMath.pow(.nan, 0) == 1)
        #expect(PortableMath.pow(1, .nan) == 1)
        #expect(PortableMath.pow(-2, 3) == -8)
        #expect(PortableMath.pow(-2, 2) == 4)
        #expect(PortableMath.pow(-2, 0.5).isNaN)
        #expect(PortableMath.pow(0, -1) == .infinity)
        #expect(PortableMath.pow(-0.0, 3).sign == .minus)
        #expect(PortableMath.pow(0, 2) == 0)
        #expect(PortableMath.pow(0.5, .infinity) == 0)
        #expect(PortableMath.pow(2, -.infinity) == 0)
        #expect(PortableMath.pow(.infinity, -1) == 0)
    }

    /// Subnormal results: rounded twice, still deterministic, within one unit of the exact value.
    @Test func subnormalResultsAreWithinOneUnit() {
        let result = PortableMath.exp(-740)  // exact: 4.2e-322 (about 85 units of 2^-1074)
        let expected = 0x0.0000000000055p-1022
        #expect(abs(result - expected) <= .leastNonzeroMagnitude)
    }
}
