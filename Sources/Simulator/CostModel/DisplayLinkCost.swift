/// What a `CADisplayLink` callback costs the main thread each frame it fires: the callback's
/// dispatch plus each view property it writes. Shared by the UIKit face's `CADisplayLink`
/// and the strategies that model a display link an app runs (the typing indicator's dots).
///
/// Both figures are estimates: Apple documents none. The dispatch is a block call from the
/// run loop's display-link source; a view property write (`transform`, `alpha`, `frame`…)
/// is a Core Animation transaction entry.
public enum DisplayLinkCost {
    /// One callback's dispatch, µs (estimate).
    public static let callbackMicroseconds = 5.0
    /// One view property write inside the callback, µs (estimate).
    public static let propertyWriteMicroseconds = 2.0

    /// One firing whose callback wrote `propertyWrites` view properties, µs. O(1).
    public static func firing(propertyWrites: Int) -> Double {
        callbackMicroseconds + Double(propertyWrites) * propertyWriteMicroseconds
    }
}
