import Foundation

/// `UIPickerView`, inert: its data source and delegate are kept and asked only by
/// `reloadAllComponents()`/`reloadComponent(_:)` for the counts, which bound the selection;
/// nothing is drawn or spun. As UIKit declares it (`@MainActor class UIPickerView: UIView`,
/// `UIPickerViewDataSource`, `UIPickerViewDelegate`; Apple, UIKit › UIPickerView).
@MainActor @preconcurrency
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    private var selected: [Int: Int] = [:]

    /// `numberOfComponents`: the data source's answer (0 without one).
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    /// `numberOfRows(inComponent:)`: the data source's answer.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    /// `selectRow(_:inComponent:animated:)`: the row, kept (the delegate is not told, as in UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }
    /// `selectedRow(inComponent:)`: the row last selected, 0 before any; -1 when the component has no rows (Apple).
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) == 0 ? -1 : selected[component] ?? 0
    }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
}

/// `UIPickerViewDataSource`.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// `UIPickerViewDelegate`: every method optional; never called (nothing is picked).
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// 32 pt, a picker row's height (estimate).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
