@testable import ChatRigUIKit
import Foundation
import Testing

/// UIKit's text sizes in order, the five accessibility sizes above the others.
@Suite struct ContentSizeCategoryTests {
    @Test func textSizesOrderAndTheAccessibilitySizesAreMarked() {
        #expect(UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
