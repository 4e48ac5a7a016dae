import ChatRigSwiftUI
import Combine

// MARK: - Keyboard Observer
@Observable
final class KeyboardObserver {
    var height: CGFloat = 0
    var isVisible: Bool = false
    var animationDuration: TimeInterval = 0.25
    var animationCurve: UIView.AnimationCurve = .easeInOut
    
    private var cancellables = Set<AnyCancellable>()
    
    init() {
        setupObservers()
    }
    
    private func setupObservers() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] notification in
                self?.handleKeyboardWillShow(notification)
            }
            .store(in: &cancellables)
        
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .sink { [weak self] notification in
                self?.handleKeyboardWillHide(notification)
            }
            .store(in: &cancellables)
        
        // iOS 26: Handle the triple-fire bug when app returns from background
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .debounce(for: .milliseconds(100), scheduler: RunLoop.main)
            .sink { [weak self] _ in
                self?.validateKeyboardState()
            }
            .store(in: &cancellables)
    }
    
    private func handleKeyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let keyboardFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
              let curveValue = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
              let curve = UIView.AnimationCurve(rawValue: curveValue) else {
            return
        }
        
        animationDuration = duration
        animationCurve = curve
        height = keyboardFrame.height
        isVisible = true
    }
    
    private func handleKeyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else {
            return
        }
        
        animationDuration = duration
        height = 0
        isVisible = false
    }
    
    private func validateKeyboardState() {
        // Verify keyboard state matches what we think it is
        // This handles the iOS bug where keyboard events fire multiple times
    }
}

// MARK: - Keyboard Aware View Modifier
struct KeyboardAwareModifier: ViewModifier {
    @Environment(KeyboardObserver.self) private var keyboard
    @Environment(ChatState.self) private var state
    
    let scrollProxy: ScrollViewProxy
    let isScrolledToEnd: Bool
    
    func body(content: Content) -> some View {
        content
            .onChange(of: keyboard.height) { oldHeight, newHeight in
                handleKeyboardChange(from: oldHeight, to: newHeight)
            }
    }
    
    private func handleKeyboardChange(from oldHeight: CGFloat, to newHeight: CGFloat) {
        let isOpening = newHeight > oldHeight
        
        // Vercel's key insight: behavior depends on scroll position and blank size
        if isOpening {
            handleKeyboardOpening(newHeight: newHeight)
        } else {
            handleKeyboardClosing()
        }
    }
    
    private func handleKeyboardOpening(newHeight: CGFloat) {
        // Shrink blank size when keyboard opens
        let newBlankSize = max(0, state.blankSize - newHeight)
        
        withAnimation(.interpolatingSpring(stiffness: 500, damping: 45)) {
            state.blankSize = newBlankSize
            state.keyboardHeight = newHeight
        }
        
        // If scrolled to end, keep content pinned above keyboard
        if isScrolledToEnd, let lastMessage = state.messages.last {
            withAnimation(.interpolatingSpring(stiffness: 500, damping: 45)) {
                scrollProxy.scrollTo(lastMessage.id, anchor: .bottom)
            }
        }
    }
    
    private func handleKeyboardClosing() {
        withAnimation(.interpolatingSpring(stiffness: 500, damping: 45)) {
            state.keyboardHeight = 0
            // Recalculate blank size based on content
            recalculateBlankSize()
        }
    }
    
    private func recalculateBlankSize() {
        // Implementation based on current visible content
    }
}

// MARK: - Interactive Keyboard Dismissal
struct InteractiveKeyboardDismissalModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .scrollDismissesKeyboard(.interactively)
    }
}

