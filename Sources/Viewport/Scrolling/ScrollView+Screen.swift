import ListLayout

/// The scroll view on the screen: the keyboard and composer at the screen's bottom, and how
/// a flipped view sees them — one obstruction formula and one keyboard for both orientations.
extension ScrollView {
    /// The bottom of the screen covered by the keyboard and the composer:
    /// `composerHeight + max(keyboard.visibleHeight, safeAreaInsets.bottom)`.
    @inlinable
    public var bottomObstruction: Double { bottomObstruction(keyboardHeight: keyboard.visibleHeight) }

    /// The bottom obstruction once the keyboard covers `keyboardHeight` points.
    @inlinable
    public func bottomObstruction(keyboardHeight: Double) -> Double {
        composerHeight + max(keyboardHeight, safeAreaInsets.bottom)
    }

    /// The safe area in the view's own coordinates, keyboard and composer included (what
    /// UIKit's `safeAreaInsets` is when the controller sets `additionalSafeAreaInsets` for
    /// them): the obstruction at the bottom of an upright view, at the top of a flipped one.
    @inlinable
    public var effectiveSafeAreaInsets: EdgeInsets {
        var insets = safeAreaInsets
        switch orientation {
        case .natural:
            insets.bottom = bottomObstruction
        case .flipped:
            insets.top = bottomObstruction
            insets.bottom = safeAreaInsets.top
        }
        return insets
    }

    /// The resting offset range once the keyboard has moved to `keyboardHeight`, other
    /// geometry unchanged (what a `keyboardWillChangeFrame` handler computes from the
    /// notification's end frame). O(1).
    @inlinable
    public func restingContentOffsetRange(keyboardHeight: Double) -> ClosedRange<Double> {
        let delta = bottomObstruction(keyboardHeight: keyboardHeight) - bottomObstruction
        let minY = minContentOffsetY - (orientation == .flipped ? delta : 0)
        let maxY = max(minY, maxContentOffsetY + (orientation == .flipped ? 0 : delta))
        return minY...maxY
    }

    /// Maps content coordinates to the screen at the current offset and orientation.
    @inlinable
    public var screenMapping: ScreenMapping {
        ScreenMapping(orientation: orientation, contentOffsetY: offset.y, viewportHeight: frameSize.height)
    }

    /// The y in the view's own coordinates of screen y `screenY` (mirrored when flipped).
    @inlinable
    public func viewY(forScreenY screenY: Double) -> Double {
        orientation == .flipped ? frameSize.height - screenY : screenY
    }

    /// A velocity down the screen (pt/s) as a velocity along `contentOffset.y`: a finger
    /// moving down decreases an upright view's offset and increases a flipped one's.
    @inlinable
    public func contentVelocity(forScreenVelocity velocity: Double) -> Double {
        orientation == .flipped ? velocity : -velocity
    }

    /// How far the content is scrolled from the resting position at the visual bottom of
    /// the screen (the maximum offset upright, the minimum flipped), pt.
    @inlinable
    public var distanceFromVisualBottom: Double {
        orientation == .flipped ? offset.y - minContentOffsetY : maxContentOffsetY - offset.y
    }
}
