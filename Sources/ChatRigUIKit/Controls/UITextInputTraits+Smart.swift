/// `UITextInputTraits`' smart typing and content types: kept on text views and fields, inert
/// (nothing is typed in a rehearsal).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// `UITextContentType`, the common kinds a chat screen names.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let password = UITextContentType(rawValue: "password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
