import Calibration
import Simulator
import Testing

/// The fits resist outliers: a fixed cost is the median, a per-unit cost the
/// repeated-median slope, both exact on clean data with a third of the points corrupted.
@Suite struct RobustFitTests {
    static func interval(_ name: String, _ microseconds: Double, units: Double? = nil) -> SignpostInterval {
        SignpostInterval(name: name, begin: 0, duration: Int64(microseconds * 1_000), units: units)
    }

    @Test func aPerUnitCostIsTheSlopeDespiteAThirdOfOutliers() throws {
        var fitter = CostFitter()
        for n in 1...30 {
            let clean = 3 + 0.5 * Double(n * 10)
            fitter.add(Self.interval("textLayoutPerCharacter", n % 3 == 0 ? clean * 5 : clean, units: Double(n * 10)), file: "a.xml")
        }
        let fit = try #require(try fitter.fit(.textLayoutPerCharacter)?.get())
        #expect(fit.value == 0.5)
        #expect(fit.intercept == 3)
        #expect(fit.intervals == 30 && fit.sampled == 30)
    }

    @Test func aFixedCostIsTheMedianDespiteOutliers() throws {
        var fitter = CostFitter()
        for value in [100.0, 101, 99, 100, 5_000, 98, 102, 4_000, 100] { fitter.add(Self.interval("cellCreate", value), file: "a.xml") }
        let fit = try #require(try fitter.fit(.cellCreate)?.get())
        #expect(fit.value == 100)
        #expect(fit.residual == 1)
        #expect(fit.spread == 2)  // nearest-rank p75 (101) − p25 (99)
    }

    @Test func perUnitIntervalsWithoutACountAreCountedNotFitted() {
        var fitter = CostFitter()
        for _ in 0..<6 { fitter.add(Self.interval("diffPerItem", 40), file: "a.xml") }
        #expect(fitter.missingCounts == [.diffPerItem: 6])
        #expect(fitter.fit(.diffPerItem) == .failure(FitFailure(reason: .noUnitCounts(6))))
        #expect(fitter.fit(.cellCreate) == nil)
    }

    @Test func everyCostKeyHasAUnitAndThePerUnitOnesAreThoseNamedPer() {
        for key in DeviceProfile.Costs.Key.allCases {
            #expect(key.unit.isPerUnit == key.rawValue.contains("Per"), "\(key)")
        }
    }
}

/// Past ``SampleReservoir`` capacity the fit uses a fixed-seed uniform sample: the count
/// stays exact, the figure stays put, and the same stream gives the same fit.
@Suite struct LargeRecordingFitTests {
    static func fitter() -> CostFitter {
        var fitter = CostFitter()
        for i in 0..<5_000 {
            let n = Double(1 + i % 97)
            fitter.add(SignpostInterval(name: "diffPerItem", begin: 0, duration: Int64((0.6 * n + Double(i % 7) * 0.01) * 1_000), units: n),
                       file: "big.xml")
        }
        return fitter
    }

    @Test func aLongRecordingIsFittedFromASampleDeterministically() throws {
        let first = try #require(try Self.fitter().fit(.diffPerItem)?.get())
        let second = try #require(try Self.fitter().fit(.diffPerItem)?.get())
        #expect(first == second)
        #expect(first.intervals == 5_000 && first.sampled == 2_048)
        #expect(abs(first.value - 0.6) < 0.001)
    }
}
