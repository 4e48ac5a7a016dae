import Foundation

/// The mechanical edits that make a UIKit screen's Swift file compile against ChatRigUIKit
/// on Linux (README, *Your UIKit screen as it is*), done on its text:
///
/// - `import UIKit` (and `QuartzCore`, `CoreGraphics`) becomes `import <shim>`, the one-file
///   module that imports UIKit on Apple platforms and ChatRigUIKit elsewhere;
/// - each `#selector` call site of a known form takes its closure form: `addTarget(_:action:for:)`
///   → `addAction(UIAction { … }, for:)`, `addObserver(_:selector:name:object:)` →
///   `addObserver(forName:object:queue:) { … }`, `CADisplayLink(target:selector:)` →
///   `CADisplayLink { … }`, gesture recognizers' `init(target:action:)` and `addTarget(_:action:)`,
///   `UIBarButtonItem`'s target-action initializers → `primaryAction: UIAction { … }`,
///   `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` → the block form;
///   a `#selector` used as a value (`action == #selector(paste(_:))`) → `Selector("paste:")`
///   (``SelectorValue``);
/// - `@objc`, `@objcMembers`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` dropped;
/// - what Linux's Foundation needs differently (``LinuxFoundation``): `FoundationNetworking`'s
///   import, `NSAttributedString(string: "")`, `CGFloat.greatestFiniteMagnitude` spelled out;
/// - an `override` in an extension moves into its class declared in the same file (``OverrideMove``);
/// - a class's stored property whose initializer holds a `#selector` becomes `lazy var`, so
///   `self` there is the instance (``LazySelectorProperty``).
///
/// What it cannot rewrite it refuses, with the line: a `#selector` of another form or in an
/// initializer it cannot make lazy, an override it cannot move, a storyboard or nib, an
/// outlet (a storyboard sets it), an Apple SDK other than UIKit.
/// Deterministic: the same text gives the same edits.
struct UIKitPort {
    /// One site left for the team, at a 1-based line of the original text.
    struct Refusal: Equatable {
        var line: Int
        var reason: String
    }

    /// The result of porting one file's text.
    struct Result: Equatable {
        var text: String
        var edits: Int
        var refusals: [Refusal]
    }

    /// The module that imports UIKit or ChatRigUIKit (README).
    var shimModule = "ChatUI"

    /// Apple SDK modules with no Linux counterpart: a file importing one needs stubs. (SwiftUI
    /// is ported: ``SwiftUIPort``. Combine is not listed: ChatRig's `Combine` module, OpenCombine
    /// under Combine's name, comes with ChatRigSwiftUI on Linux, so `import Combine` compiles.)
    static let sdkModules: Set<String> = [
        "AVFoundation", "AVKit", "Contacts", "ContactsUI", "CoreData", "CoreImage", "CoreLocation", "CoreMedia", "CoreText",
        "CoreServices", "LinkPresentation", "MapKit", "MessageUI", "MobileCoreServices", "NaturalLanguage", "NotificationCenter", "OSLog", "Photos",
        "PhotosUI", "QuickLook", "SafariServices", "Speech", "StoreKit", "UniformTypeIdentifiers", "UserNotifications",
        "Vision", "WebKit", "os",
    ]

    /// Ports `text`. O(length × forms).
    func port(_ original: String) -> Result {
        // Lazy first: it keeps the lines, so the refusals read the original's line numbers.
        let receivers = SelectorForm.spellingImplicitSelf(original)
        let lookups = AnyObjectLookup.apply(receivers.text)
        let lazy = LazySelectorProperty.apply(lookups.text)
        let move = OverrideMove.apply(lazy.text)
        var text = move.text
        var edits = move.moved.count + lazy.edits + receivers.edits + lookups.edits
        edits += SelectorLabels.withLabelsSpelledOut(&text) { text in
            SelectorForm.all.reduce(0) { count, form in count + form.rewrite(&text) } + SelectorValue.apply(&text)
        }
        edits += rewriteImports(&text)
        edits += LinuxFoundation.apply(&text)
        edits += dropAttributes(&text)
        return Result(text: text, edits: edits, refusals: refusals(original: lazy.text, ported: text, moved: move.moved))
    }

    /// `import UIKit`, `QuartzCore`, `CoreGraphics` → one `import <shim>`.
    private func rewriteImports(_ text: inout String) -> Int {
        var lines = text.components(separatedBy: "\n")
        var edits = 0
        var shimImported = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import \(shimModule)" }
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if ["import UIKit", "import QuartzCore", "import CoreGraphics"].contains(trimmed) {
                edits += 1
                if shimImported {
                    lines.remove(at: index)
                    continue
                }
                lines[index] = lines[index].replacingOccurrences(of: trimmed, with: "import \(shimModule)")
                shimImported = true
            }
            index += 1
        }
        text = lines.joined(separator: "\n")
        return edits
    }

    /// Drops the Objective-C and Interface Builder attributes; a line left empty goes.
    private func dropAttributes(_ text: inout String) -> Int {
        let attribute = try! NSRegularExpression(  // a literal pattern: cannot fail
            pattern: #"@(?:objc(?:\([^)]*\))?|objcMembers|IBOutlet|IBAction|IBInspectable|IBDesignable|IBSegueAction)(?![\w])[ \t]*"#)
        var lines = text.components(separatedBy: "\n")
        var edits = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let range = NSRange(line.startIndex..., in: line)
            let count = attribute.numberOfMatches(in: line, range: range)
            if count > 0 {
                edits += count
                let stripped = attribute.stringByReplacingMatches(in: line, range: range, withTemplate: "")
                if stripped.trimmingCharacters(in: .whitespaces).isEmpty {
                    lines.remove(at: index)
                    continue
                }
                lines[index] = stripped
            }
            index += 1
        }
        text = lines.joined(separator: "\n")
        return edits
    }

    /// A line declaring an `override` member (its attributes and modifiers before it).
    private static let overrideDeclaration = try! NSRegularExpression(  // a literal pattern: cannot fail
        pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|nonisolated)\s+)*override\s"#)

    /// Whether a line is in a stored property's initializer (not a function or accessor of
    /// the type, where `self` is the instance).
    static func isInStoredPropertyInitializer(_ openers: [SourceNesting.Opener]) -> Bool {
        let member = openers.lastIndex { $0 == .type || $0 == .extension }.map { $0 + 1 } ?? 0
        return openers[member...].first == .propertyInitializer
    }

    static let selectorInPropertyInitializer = "#selector in a stored property's initializer: there `self` is not the "
        + "instance (on iOS it names NSObject's `self()` method; Swift warns \"'self' refers to the method 'NSObject.self'\"), "
        + "so no closure form can call the instance's method — add the target in init (`chatrig port` makes a class's "
        + "property `lazy var` itself; not a static one, a struct's or a property wrapper's) (README)"

    static let overrideInExtension = "`override` inside an extension: Swift allows it only for an @objc member (UIKit's "
        + "are; without the Objective-C runtime no member is), and no Linux declaration can allow it — move this member "
        + "into the class's own declaration (`chatrig port` does it when the class is declared in the same file) (README)"

    /// What is left, at the original text's lines: selectors of other forms (their lines are
    /// still in the ported text), overrides in extensions not `moved` (``OverrideMove``),
    /// outlets, storyboards and nibs, SDK imports.
    private func refusals(original: String, ported: String, moved: Set<Int>) -> [Refusal] {
        var untouched: [String: Int] = [:]
        for line in ported.components(separatedBy: "\n") where line.contains("#selector") { untouched[line, default: 0] += 1 }
        var refusals: [Refusal] = []
        let nesting = SourceNesting(original)
        for (offset, line) in original.components(separatedBy: "\n").enumerated() {
            let number = offset + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let openers = nesting.openers(atLine: number)
            if let left = untouched[line], left > 0 {
                untouched[line] = left - 1
                refusals.append(Refusal(line: number, reason: Self.isInStoredPropertyInitializer(openers)
                    ? Self.selectorInPropertyInitializer
                    : "#selector of a form `chatrig port` does not know: write its closure form (README)"))
            }
            if openers.last == .extension, !moved.contains(number), Self.overrideDeclaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                refusals.append(Refusal(line: number, reason: Self.overrideInExtension))
            }
            if line.contains("@IBOutlet") {
                refusals.append(Refusal(line: number, reason: "an outlet is set by a storyboard or nib, which the rehearsal does "
                    + "not load: make the view in code (loadView, init) (README)"))
            }
            for marker in ["UIStoryboard(", "UINib(", "instantiateViewController", "instantiateInitialViewController",
                           "loadNibNamed", "performSegue("] where line.contains(marker) {
                refusals.append(Refusal(line: number, reason: "storyboards and nibs are not loaded: build this view in code "
                    + "(loadView or init) and register cell classes (README)"))
                break
            }
            if trimmed.hasPrefix("import "), let module = trimmed.dropFirst(7).split(separator: ".").first.map(String.init),
               Self.sdkModules.contains(module) {
                refusals.append(Refusal(line: number, reason: "`import \(module)` has no Linux counterpart: stub the types this "
                    + "file uses from it in a separate file, behind `#if canImport(\(module))` (README)"))
            }
        }
        return refusals
    }
}
