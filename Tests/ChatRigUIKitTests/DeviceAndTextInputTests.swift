import ChatRigUIKit
import Foundation
import Testing

extension UIKitRehearsalSuites {
    /// The device the rehearsal runs on, font descriptors' traits, and a text view's
    /// `UITextInput` positions.
    @Suite @MainActor struct DeviceAndTextInputTests {
        /// An iPhone in portrait: a screen's `== .pad` branch takes the phone's path everywhere.
        @Test func theRehearsalsDeviceIsAPhoneInPortrait() {
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.orientation.isPortrait)
            #expect(UIDevice.current.systemName == "iOS")
            #expect(UITraitCollection().userInterfaceIdiom == .phone)
            #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
        }

        /// A descriptor carries the font's bold and monospaced traits; a font made from one
        /// with `.traitMonoSpace` is monospaced (measured at the monospaced advances), and a
        /// size of 0 keeps the descriptor's.
        @Test func aFontDescriptorsTraitsMakeTheFont() {
            let plain = UIFont.systemFont(ofSize: 12)
            #expect(plain.fontDescriptor.symbolicTraits == [])
            #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
            #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
            let mono = plain.fontDescriptor.withSymbolicTraits([.traitMonoSpace, .traitBold])!
            let font = UIFont(descriptor: mono, size: 0)
            #expect(font.isMonospaced && font.weight == .bold && font.pointSize == 12)
            #expect(UIFont(descriptor: mono.withSize(20), size: 14).pointSize == 14)
            #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
        }

        /// Positions count UTF-16 units from the start; `selectedTextRange` and
        /// `selectedRange` are one selection.
        @Test func aTextViewsTextRangesAreItsSelectedRange() throws {
            let view = UITextView()
            view.text = "héllo 👋"  // 8 UTF-16 units: é is one, 👋 two
            #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 8)
            view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
            #expect(view.selectedRange == NSRange(location: 0, length: 8))
            let start = try #require(view.position(from: view.beginningOfDocument, offset: 2))
            #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
            view.selectedRange = NSRange(location: 2, length: 3)
            let range = try #require(view.selectedTextRange)
            #expect(view.offset(from: start, to: range.start) == 0 && view.offset(from: range.start, to: range.end) == 3)
            #expect(!range.isEmpty)
        }
    }
}
