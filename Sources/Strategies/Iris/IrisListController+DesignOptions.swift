/// The options of `iris`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension IrisListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<IrisListController.Options>] = [
        DeclaredOption("reconfigure", \.reconfigure),
        DeclaredOption("animate", \.animate),
        DeclaredOption("generatingApply", \.generatingApply),
        DeclaredOption("follow", \.follow),
        DeclaredOption("scrollTarget", \.scrollTarget),
        DeclaredOption("configure", \.configure),
        DeclaredOption("composerGrowth", \.composerGrowth),
        DeclaredOption("typingDots", \.typingDots),
        DeclaredOption("textViews", \.textViews),
        DeclaredOption("updates", \.updates),
        DeclaredOption("finishedReplies", \.finishedReplies),
    ]
}
