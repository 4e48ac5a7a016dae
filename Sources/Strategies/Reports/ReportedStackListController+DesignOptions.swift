/// The options of `reported-swiftui`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension ReportedStackListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<ReportedStackListController.Options>] = [
        DeclaredOption("autoScroll", \.autoScroll),
        DeclaredOption("opening", \.opening),
        DeclaredOption("streamingText", \.streamingText),
        DeclaredOption("rowUpdates", \.rowUpdates),
        DeclaredOption("composer", \.composer),
    ]
}
