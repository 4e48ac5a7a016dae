// Former names of ListLayout types that shared a name with a type of another module.

/// Renamed ``DirectionalEdgeInsets``: `EdgeInsets` is the viewport's top/left/bottom/right
/// insets (`Viewport.EdgeInsets`); this module's `ListLayout` type shadows the module's
/// name, so `ListLayout.EdgeInsets` could not be written to tell them apart.
@available(*, deprecated, renamed: "DirectionalEdgeInsets")
public typealias EdgeInsets = DirectionalEdgeInsets
