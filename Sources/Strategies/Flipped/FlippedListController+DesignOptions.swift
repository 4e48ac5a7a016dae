/// The options of `flipped`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension FlippedListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<FlippedListController.Options>] = [
        DeclaredOption("unflip", \.unflip),
        DeclaredOption("apply", \.apply),
        DeclaredOption("animate", \.animate),
        DeclaredOption("loadMore", \.loadMore),
        DeclaredOption("newerPage", \.newerPage),
    ]
}
