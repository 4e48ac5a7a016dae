import Testing
@testable import ChangeJudging

/// Mann–Whitney U against reference values.
///
/// The references are SciPy 1.17.1's `scipy.stats.mannwhitneyu(x, y, alternative="two-sided",
/// method=…)` on the same samples; the first pair is the example of SciPy's documentation
/// (https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.mannwhitneyu.html:
/// ages of male and female students, U₁ = 17, exact p = 0.1111, asymptotic p = 0.11135).
@Suite struct MannWhitneyUTests {
    @Test func scipysDocumentationExampleExact() {
        let test = MannWhitneyU([19, 22, 16, 29, 24], [20, 11, 17, 12])
        #expect(test.u1 == 17)
        #expect(test.isExact)
        #expect(abs(test.pValue - 0.1111111111111111) < 1e-12)
    }

    @Test func completeSeparationOfFiveAgainstFiveIsSignificantAtOnePercent() {
        let test = MannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        #expect(test.u1 == 0)
        #expect(abs(test.pValue - 0.007936507936507936) < 1e-12) // 2 / C(10, 5)
        #expect(test.pValue < 0.01)
    }

    @Test func twentyAgainstTwentyExact() {
        let test = MannWhitneyU((1...20).map(Double.init), (8...27).map { Double($0) + 0.5 })
        #expect(test.u1 == 78)
        #expect(abs(test.pValue - 0.0006675619675571311) < 1e-12)
    }

    @Test func tiesUseTheNormalApproximationWithTieAndContinuityCorrection() {
        let test = MannWhitneyU([1, 2, 2, 3, 4, 5, 5, 6], [4, 6, 7, 7, 8, 9, 9, 10, 11])
        #expect(!test.isExact)
        #expect(test.u1 == 4)
        #expect(abs(test.pValue - 0.002347821017153498) < 1e-9)
    }

    @Test func identicalSamplesAreNotSignificant() {
        #expect(MannWhitneyU([3, 3, 3, 3, 3], [3, 3, 3, 3, 3]).pValue == 1)
    }
}
