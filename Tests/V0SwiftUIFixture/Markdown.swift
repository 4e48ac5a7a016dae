import ChatRigSwiftUI

// MARK: - Markdown Parser
struct MarkdownRenderer {
    static func render(_ markdown: String) -> AttributedString {
        do {
            var attributed = try AttributedString(
                markdown: markdown,
                options: .init(
                    allowsExtendedAttributes: true,
                    interpretedSyntax: .inlineOnlyPreservingWhitespace,
                    failurePolicy: .returnPartiallyParsedIfPossible
                )
            )
            
            // Apply custom styling
            attributed = applyCodeBlockStyling(to: attributed)
            
            return attributed
        } catch {
            return AttributedString(markdown)
        }
    }
    
    private static func applyCodeBlockStyling(to string: AttributedString) -> AttributedString {
        var result = string
        
        // Find and style inline code
        for run in result.runs {
            if run.inlinePresentationIntent?.contains(.code) == true {
                let range = run.range
                result[range].backgroundColor = .secondary.opacity(0.1)
                result[range].font = .system(.body, design: .monospaced)
            }
        }
        
        return result
    }
}

// MARK: - Streaming Markdown View
struct StreamingMarkdownView: View {
    let content: String
    let isStreaming: Bool
    
    @State private var renderedContent: AttributedString = AttributedString()
    
    var body: some View {
        Text(renderedContent)
            .textSelection(.enabled)
            .onChange(of: content, initial: true) { _, newContent in
                Task {
                    renderedContent = MarkdownRenderer.render(newContent)
                }
            }
    }
}

// MARK: - Code Block View with Syntax Highlighting
struct CodeBlockView: View {
    let code: String
    let language: String?
    
    @State private var isCopied = false
    
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // Header
            HStack {
                Text(language ?? "code")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                
                Spacer()
                
                Button {
                    UIPasteboard.general.string = code
                    withAnimation { isCopied = true }
                    
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        withAnimation { isCopied = false }
                    }
                } label: {
                    Label(
                        isCopied ? "Copied" : "Copy",
                        systemImage: isCopied ? "checkmark" : "doc.on.doc"
                    )
                    .font(.caption)
                    .contentTransition(.symbolEffect(.replace))
                }
                .buttonStyle(.glass)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            
            // Code content
            ScrollView(.horizontal, showsIndicators: false) {
                Text(code)
                    .font(.system(.body, design: .monospaced))
                    .textSelection(.enabled)
                    .padding(12)
            }
        }
        .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 12))
    }
}
