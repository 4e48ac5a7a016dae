import ChatRigSwiftUI

// MARK: - Streaming Text View
struct StreamingTextView: View {
    let text: String
    let isStreaming: Bool
    
    @State private var displayedText: String = ""
    @State private var wordQueue: [String] = []
    @State private var animatingWords: Set<Int> = []
    
    // Pool limit - max 4 words animating at once (like Vercel)
    private let maxConcurrentAnimations = 4
    private let staggerDelay: TimeInterval = 0.032 // 32ms like Vercel
    
    var body: some View {
        Text(attributedDisplayedText)
            .onChange(of: text) { oldText, newText in
                handleTextChange(from: oldText, to: newText)
            }
            .onAppear {
                if !isStreaming {
                    // Show immediately for existing messages
                    displayedText = text
                }
            }
    }
    
    private var attributedDisplayedText: AttributedString {
        var attributed = AttributedString(displayedText)
        // Add any markdown styling here
        return attributed
    }
    
    private func handleTextChange(from oldText: String, to newText: String) {
        guard isStreaming else {
            displayedText = newText
            return
        }
        
        // Find new words
        let oldWords = oldText.split(separator: " ").map(String.init)
        let newWords = newText.split(separator: " ").map(String.init)
        
        let addedWords = Array(newWords.dropFirst(oldWords.count))
        
        // Add to queue and process
        wordQueue.append(contentsOf: addedWords)
        processWordQueue()
    }
    
    private func processWordQueue() {
        guard animatingWords.count < maxConcurrentAnimations,
              !wordQueue.isEmpty else { return }
        
        let wordsToAnimate = min(2, wordQueue.count) // Batch of 2 like Vercel
        
        for i in 0..<wordsToAnimate {
            guard !wordQueue.isEmpty else { break }
            
            let word = wordQueue.removeFirst()
            let wordIndex = displayedText.split(separator: " ").count
            
            animatingWords.insert(wordIndex)
            
            // Staggered appearance
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * staggerDelay) {
                withAnimation(.easeOut(duration: 0.5)) {
                    displayedText += (displayedText.isEmpty ? "" : " ") + word
                }
                
                // Remove from animating set after animation
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    animatingWords.remove(wordIndex)
                    processWordQueue() // Process next batch
                }
            }
        }
    }
}

// MARK: - Alternative: Per-Character Streaming (More Fluid)
struct CharacterStreamingTextView: View {
    let text: String
    let isStreaming: Bool
    
    @State private var visibleCharacterCount: Int = 0
    
    var body: some View {
        Text(visibleText)
            .onChange(of: text) { _, newText in
                animateNewCharacters(in: newText)
            }
            .onAppear {
                if isStreaming {
                    visibleCharacterCount = 0
                } else {
                    visibleCharacterCount = text.count
                }
            }
    }
    
    private var visibleText: String {
        String(text.prefix(visibleCharacterCount))
    }
    
    private func animateNewCharacters(in newText: String) {
        guard isStreaming else {
            visibleCharacterCount = newText.count
            return
        }
        
        // Animate in batches of 3-5 characters for smooth streaming
        let batchSize = 3
        let targetCount = newText.count
        
        Timer.scheduledTimer(withTimeInterval: 0.016, repeats: true) { timer in
            if visibleCharacterCount >= targetCount {
                timer.invalidate()
                return
            }
            
            visibleCharacterCount = min(visibleCharacterCount + batchSize, targetCount)
        }
    }
}

