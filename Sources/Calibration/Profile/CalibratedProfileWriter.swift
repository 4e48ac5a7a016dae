import Foundation
import Simulator

/// Writes a calibrated device profile in the format of `Scenarios/devices/*.yaml`, which
/// `DeviceProfileParser` reads back unchanged. Each cost line says where its figure came
/// from in a YAML comment (the loader ignores comments, so the format needs no new field):
///
/// ```yaml
///   cellCreate: 231.4µs   # fitted from trace.xml: n=412, median 231.4µs, spread 20.1µs, residual 10.2µs
///   diffPerItem: 0.6µs    # from base iphone-15-pro: no intervals in the recording
/// ```
public enum CalibratedProfileWriter {
    /// The YAML text of `outcome`'s profile, named `name`. Deterministic: the same outcome
    /// gives the same bytes.
    public static func yaml(_ outcome: Calibrator.Outcome, name: String) -> String {
        let profile = outcome.profile(named: name)
        let base = outcome.base
        let fits = Dictionary(outcome.fits.map { ($0.key, $0.fit) }, uniquingKeysWith: { first, _ in first })
        let fitted = fits.values.filter { if case .success = $0 { true } else { false } }.count
        let number = { (value: Double) in DecimalText.format(value, significant: 6) }
        var lines = [
            "# \(name) — calibrated by `chatrig calibrate` from an Instruments recording.",
            "#",
            "# Geometry, refresh rate and every cost the recording did not measure are the base",
            "# profile \(base.name)'s (labelled below). \(fitted) of \(DeviceProfile.Costs.Key.allCases.count) costs were fitted from",
            "# \(outcome.intervals) signpost intervals named as cost keys. A fitted cost's comment gives its source:",
            "# the export files, n (intervals of that key), the median and interquartile spread of",
            "# the intervals (µs; µs per unit for a per-unit cost, fitted by repeated-median",
            "# regression on the n=<count> of each interval), and the fit's median absolute residual",
            "# (µs per interval).",
            "name: \(name)",
            "viewport: { width: \(number(profile.viewportWidth))pt, height: \(number(profile.viewportHeight))pt }",
            "scale: \(number(profile.scale))",
            "refreshRate: \(profile.refreshRate)Hz",
            "safeArea:",
            "  portrait: { top: \(number(profile.safeAreaPortrait.top))pt, bottom: \(number(profile.safeAreaPortrait.bottom))pt }",
            "  landscape: { top: \(number(profile.safeAreaLandscape.top))pt, bottom: \(number(profile.safeAreaLandscape.bottom))pt }",
            "keyboard: { portrait: \(number(profile.keyboardHeight.portrait))pt, landscape: \(number(profile.keyboardHeight.landscape))pt }",
            "composerHeight: \(number(profile.composerHeight))pt",
            "costs:",
        ]
        for key in DeviceProfile.Costs.Key.allCases {
            let figure = "  \(key.rawValue): \(number(profile.costs[key]))µs"
            lines.append(figure.padding(toLength: max(figure.count + 1, 38), withPad: " ", startingAt: 0) + "# " + source(of: key, fits[key], base: base))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fitted costs alone — key, figure as the profile writes it (`231.4µs`) and the
    /// comment saying where it came from — for updating a profile that exists.
    public static func fittedFigures(_ outcome: Calibrator.Outcome) -> [(key: DeviceProfile.Costs.Key, text: String, comment: String)] {
        outcome.fits.compactMap { key, fit in
            guard case .success(let fitted) = fit else { return nil }
            return (key, "\(DecimalText.format(fitted.value, significant: 6))µs", source(of: key, fit, base: outcome.base))
        }
    }

    /// The comment of one cost line.
    static func source(of key: DeviceProfile.Costs.Key, _ fit: Result<FittedCost, FitFailure>?, base: DeviceProfile) -> String {
        let format = { (value: Double) in DecimalText.format(value) }
        switch fit {
        case .success(let cost):
            let sample = cost.sampled < cost.intervals ? " (a uniform sample of \(cost.sampled))" : ""
            let intercept = key.unit.isPerUnit ? ", fixed part \(format(cost.intercept))µs" : ""
            return "fitted from \(commentText(cost.files.joined(separator: ", "))): n=\(cost.intervals)\(sample), median \(format(cost.median))µs, "
                + "spread \(format(cost.spread))µs, residual \(format(cost.residual))µs\(intercept)"
        case .failure(let failure):
            return "from base \(base.name): not fitted, \(failure.reason.text)"
        case nil:
            return "from base \(base.name): no intervals in the recording"
        }
    }

    /// `text` as it may stand in a YAML comment, which a line break ends: every control
    /// character and line or paragraph separator (a file name may hold any of them) as U+FFFD.
    static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 ? "\u{FFFD}" : scalar
        }))
    }
}

extension UnfittedReason {
    /// Why, in a few words.
    public var text: String {
        switch self {
        case .tooFewIntervals(let count): "\(count) interval\(count == 1 ? "" : "s") (needs \(CostFitter.minimumIntervals))"
        case .noUnitCounts(let count): "\(count) interval\(count == 1 ? "" : "s") without distinct n=<count>"
        case .negativeSlope(let slope): "the fit per unit came out negative (\(DecimalText.format(slope))µs)"
        }
    }
}
