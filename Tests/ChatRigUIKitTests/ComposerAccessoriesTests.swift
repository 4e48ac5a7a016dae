import ChatRigUIKit
import Foundation
import Testing

/// The accessories and app scaffolding chat screens and their example apps declare: toolbars,
/// pickers, text-input accessory views, the app delegate and presentation controllers.
@Suite struct ComposerAccessoriesTests {
    /// A toolbar keeps its items and sizes to 44 pt tall at its width; text inputs keep the
    /// views handed to them.
    @Test @MainActor func aToolbarAsATextFieldsAccessory() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        let done = UIBarButtonItem(title: "Done", image: nil, primaryAction: nil, menu: nil)
        toolbar.setItems([done], animated: false)
        toolbar.sizeToFit()
        #expect(toolbar.frame.size == CGSize(width: 390, height: 44))
        #expect(toolbar.items?.count == 1)
        let field = UITextField(frame: .zero)
        let picker = UIPickerView(frame: .zero)
        field.inputView = picker
        field.inputAccessoryView = toolbar
        #expect(field.inputView === picker)
        #expect(field.inputAccessoryView === toolbar)
        let textView = UITextView(frame: .zero)
        textView.inputAccessoryView = toolbar
        #expect(textView.inputAccessoryView === toolbar)
        #expect(textView.inputView == nil)
    }

    final class Rows: UIPickerViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 10 : 0 }
    }

    /// A picker's selection: 0 before any, the row selected, -1 for a component without rows.
    @Test @MainActor func aPickersSelection() {
        let picker = UIPickerView(frame: .zero)
        let rows = Rows()
        picker.dataSource = rows
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        #expect(picker.selectedRow(inComponent: 1) == -1)
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launchedWith: [UIApplication.LaunchOptionsKey: Any]?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launchedWith = options
            return true
        }
    }

    /// An app delegate declaring UIKit's launch method compiles (its `@main` `main()` launches
    /// nothing); the application's delegate is the app's once set.
    @Test @MainActor func anAppDelegateCompilesAndIsTheApplicationsOnceSet() {
        let application = UIApplication()
        let delegate = AppDelegate()
        application.delegate = delegate
        #expect(application.delegate === delegate)
        AppDelegate.main()
        #expect(delegate.launchedWith == nil)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }

    /// `presentationController` is made on first read and kept; for `.popover` it is the popover's.
    @Test @MainActor func aPresentationControllerOnFirstRead() {
        let controller = UIViewController()
        let first = controller.presentationController
        #expect(first != nil)
        #expect(first === controller.presentationController)
        #expect(first?.presentedViewController === controller)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.presentationController === popover.popoverPresentationController)
    }
}
