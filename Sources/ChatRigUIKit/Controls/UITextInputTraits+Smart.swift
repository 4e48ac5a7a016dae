/// The smart-punctuation text input traits, kept (nothing is typed by a keyboard here).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// `UITextInputAssistantItem`: the shortcut bar above an iPad's keyboard; its groups are kept.
@MainActor @preconcurrency
open class UITextInputAssistantItem: NSObject {
    open var allowsHidingShortcuts = true
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
}

/// `UIBarButtonItemGroup`, inert.
@MainActor @preconcurrency
open class UIBarButtonItemGroup: NSObject {
    open var barButtonItems: [UIBarButtonItem]
    open var representativeItem: UIBarButtonItem?
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }
}
