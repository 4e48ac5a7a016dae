import ChatModel
@testable import Viewport

/// One 60 Hz display-link frame, rounded to whole microseconds.
let frame60 = VirtualDuration(microseconds: 16_667)

/// A list of `count` equal items (`kind` for all).
func uniformLayout(count: Int, height: Double, kind: String = "cell") throws -> ArrayContentLayout {
    try ArrayContentLayout(heights: Array(repeating: height, count: count), kinds: Array(repeating: kind, count: count))
}

/// A scroll view showing `layout`, with no insets, at the top.
func scrollView(
    frameHeight: Double = 800, contentHeight: Double, safeArea: EdgeInsets = .zero
) throws -> ScrollView {
    try ScrollView(
        frameSize: Size(width: 393, height: frameHeight),
        safeAreaInsets: safeArea,
        contentSize: Size(width: 393, height: contentHeight)
    )
}

/// Advances frame by frame until `done` holds or `limit` frames pass; returns frames used.
@discardableResult
func run(_ view: inout ScrollView, frames limit: Int = 2_000, until done: (ScrollView) -> Bool) -> Int {
    for frame in 0 ..< limit {
        if done(view) { return frame }
        view.step(frameDuration: frame60)
    }
    return limit
}

func relativeError(_ value: Double, _ reference: Double) -> Double {
    abs(value - reference) / abs(reference)
}
