/// The options of `reported`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension ReportedListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<ReportedListController.Options>] = [
        DeclaredOption("afterPage", \.afterPage),
        DeclaredOption("onKeystroke", \.onKeystroke),
        DeclaredOption("opening", \.opening),
        DeclaredOption("toBottom", \.toBottom),
        DeclaredOption("onIncoming", \.onIncoming),
        DeclaredOption("loadMore", \.loadMore),
        DeclaredOption("whileStreaming", \.whileStreaming),
        DeclaredOption("attachments", \.attachments),
        DeclaredOption("keyboard", \.keyboard),
        DeclaredOption("onUpdate", \.onUpdate),
        DeclaredOption("updates", \.updates),
        DeclaredOption("onFinish", \.onFinish),
    ]
}
