/// A UIKit chat screen as written for iOS, with every selector form `chatrig port` knows, for
/// `PortCommandTests`. Its port is `Tests/UIKitTableChatFixture/PortedComposerScreen.swift`,
/// which the package compiles against ChatRigUIKit (with `ChatRigUIKit` as the shim module).
enum PortSample {
    static let original = """
    import UIKit

    @objcMembers
    public class PortedComposerViewController: UIViewController {
        public let sendButton = UIButton(type: .system)
        public let holdButton = UIButton(type: .custom)
        public let field = UITextField(frame: .zero)
        public private(set) var sends = 0
        public private(set) var keyboardNotes = 0
        public private(set) var ticks = 0
        public private(set) var taps = 0
        public private(set) var lastSender: UIButton?
        public private(set) var holdEvents: [UIEvent] = []
        public var isRecording = false {
            didSet {
                guard isRecording else { return }
                holdButton.addTarget(self, action: #selector(held(_:event:)), for: .touchDragOutside)
            }
        }
        private var link: CADisplayLink?
        private var timer: Timer?

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(sendButton)
            view.addSubview(field)
            view.addSubview(holdButton)
            holdButton.addTarget(self, action: #selector(held), for: .touchDown)
            sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)
            field.addTarget(self, action: #selector(textChanged), for: .editingChanged)
            NotificationCenter.default.addObserver(self,
                                                   selector: #selector(keyboardWillChange(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification,
                                                   object: nil)
            let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
            view.addGestureRecognizer(tap)
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearTapped))
            link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link?.add(to: .main, forMode: .common)
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
        }

        @objc func sendTapped(_ sender: UIButton) {
            sends += 1
            lastSender = sender
        }

        @objc private func textChanged() {}

        @objc func held(_ sender: UIButton, event: UIEvent) { holdEvents.append(event) }

        @objc func keyboardWillChange(_ notification: Notification) { keyboardNotes += 1 }

        @objc func backgroundTapped() { taps += 1 }

        @IBAction func clearTapped() { sends = 0 }

        @objc func tick(_ link: CADisplayLink) { ticks += 1 }

        @objc func refresh() {}
    }

    """
}
