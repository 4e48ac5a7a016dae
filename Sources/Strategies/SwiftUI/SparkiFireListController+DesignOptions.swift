/// The options of `sparkifire`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension SparkiFireListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<SparkiFireListController.Options>] = [
        DeclaredOption("persist", \.persist),
    ]
}
