/// The options of `personal-llm`, declared once: `list` prints them, the registry checks them and
/// sets each property.
extension PersonalLLMListController.Options: DesignOptions {
    public static let declared: [DeclaredOption<PersonalLLMListController.Options>] = [
        DeclaredOption("scrollTarget", \.scrollTarget),
        DeclaredOption("scrollOn", \.scrollOn),
        DeclaredOption("observe", \.observe),
        DeclaredOption("composerGrowth", \.composerGrowth),
    ]
}
