/// ``Font`` under a name a module with a `Font` of its own can use (ChatRigSwiftUI, whose
/// `Font` is SwiftUI's, and where `ListLayout.Font` names a member of the `ListLayout` type).
public typealias TextFont = Font
