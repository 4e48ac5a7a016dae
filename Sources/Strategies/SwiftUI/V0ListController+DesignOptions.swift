/// The options of `v0`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension V0ListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<V0ListController.Options>] = [
        DeclaredOption("reveal", \.reveal),
        DeclaredOption("markdown", \.markdown),
        DeclaredOption("scrollDebounce", \.scrollDebounce),
    ]
}
