import ChatRigSwiftUI

// ChatView.swift
struct ChatView: View {
    @StateObject private var viewModel = ChatViewModel()
    @StateObject private var voiceManager = VoiceManager()
    
    @State private var messageText = ""
    @State private var selectedImage: UIImage?
    @State private var showImagePicker = false
    @State private var showCamera = false
    @State private var showPersonalitySelector = false
    @State private var showStartFreshAlert = false
    
    var body: some View {
        VStack(spacing: 0) {
            // Header
            headerView
            
            // Messages List
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        if viewModel.messages.isEmpty {
                            WelcomeMessage(personality: viewModel.currentPersonality)
                        } else {
                            ForEach(viewModel.messages) { message in
                                MessageBubble(message: message) { text in
                                    voiceManager.speak(text)
                                }
                                .id(message.id)
                            }
                        }
                        
                        if viewModel.isLoading {
                            TypingIndicator()
                        }
                    }
                    .padding()
                }
                .onChange(of: viewModel.messages.count) { _ in
                    if let lastMessage = viewModel.messages.last {
                        withAnimation {
                            proxy.scrollTo(lastMessage.id, anchor: .bottom)
                        }
                    }
                }
            }
            
            // Input Area
            inputView
        }
        .sheet(isPresented: $showPersonalitySelector) {
            PersonalitySelectorView(
                personalities: AIPersonalities.getAllPersonalities(),
                currentPersonality: viewModel.currentPersonality
            ) { personality in
                viewModel.changePersonality(personality)
                showPersonalitySelector = false
            }
        }
        .alert("Start Fresh", isPresented: $showStartFreshAlert) {
            Button("Cancel", role: .cancel) { }
            Button("Confirm", role: .destructive) {
                viewModel.startFresh()
            }
        } message: {
            Text("Start over? AI will forget this chat.")
        }
    }
    
    private var headerView: some View {
        HStack {
            Text(viewModel.currentPersonality.name)
                .font(.headline)
            
            if voiceManager.isSpeaking {
                Image(systemName: "speaker.wave.2.fill")
                    .foregroundColor(.blue)
            }
            
            Spacer()
            
            Button("Personalities ‚ú®") {
                showPersonalitySelector = true
            }
        }
        .padding()
        .background(Color.white)
        .shadow(radius: 2)
    }
    
    private var inputView: some View {
        VStack(spacing: 8) {
            // Selected image preview
            if let image = selectedImage {
                HStack {
                    Image(uiImage: image)
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(height: 60)
                        .cornerRadius(8)
                    
                    Text("Image selected")
                    
                    Spacer()
                    
                    Button(action: { selectedImage = nil }) {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundColor(.red)
                    }
                }
                .padding(.horizontal)
            }
            
            // Voice listening indicator
            if voiceManager.isListening {
                HStack {
                    Image(systemName: "mic.fill")
                        .foregroundColor(.blue)
                    Text("Listening...")
                        .foregroundColor(.blue)
                }
            }
            
            // Text field
            TextEditor(text: $messageText)
                .frame(height: 80)
                .padding(8)
                .overlay(
                    RoundedRectangle(cornerRadius: 8)
                        .stroke(Color.gray, lineWidth: 1)
                )
                .padding(.horizontal)
            
            // Action buttons
            HStack(spacing: 20) {
                // Image picker
                Button(action: { showImagePicker = true }) {
                    Image(systemName: "photo.on.rectangle")
                        .font(.title2)
                }
                
                // Microphone
                Button(action: {
                    if voiceManager.isListening {
                        voiceManager.stopListening()
                    } else {
                        Task {
                            if await voiceManager.requestAuthorization() {
                                try? voiceManager.startListening()
                            }
                        }
                    }
                }) {
                    Image(systemName: voiceManager.isListening ? "mic.slash.fill" : "mic.fill")
                        .font(.title2)
                        .foregroundColor(voiceManager.isListening ? .red : .blue)
                }
                
                // Send button
                Button(action: sendMessage) {
                    Image(systemName: "paperplane.fill")
                        .font(.title2)
                        .padding()
                        .background(Color.blue)
                        .foregroundColor(.white)
                        .clipShape(Circle())
                }
                
                // Start fresh
                Button(action: { showStartFreshAlert = true }) {
                    Image(systemName: "plus.circle")
                        .font(.title2)
                }
            }
            .padding()
        }
        .background(Color.white)
        .shadow(radius: 2)
        .onChange(of: voiceManager.recognizedText) { newValue in
            if !newValue.isEmpty {
                messageText = newValue
                voiceManager.clearRecognizedText()
            }
        }
    }
    
    private func sendMessage() {
        guard !messageText.isEmpty || selectedImage != nil else { return }
        
        let imageUri: String? = nil // Convert selectedImage to URI/data if needed
        
        viewModel.sendMessage(
            content: messageText,
            imageUri: imageUri,
            messageType: selectedImage != nil ? .textWithImage : .text
        )
        
        messageText = ""
        selectedImage = nil
    }
}

struct WelcomeMessage: View {
    let personality: AIPersonality
    
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Welcome! üî•")
                .font(.title)
                .fontWeight(.bold)
            
            Text(personality.greeting)
                .font(.body)
            
            Text("You can type, use voice input, or share images.")
                .font(.caption)
                .opacity(0.8)
        }
        .padding()
        .background(Color(hex: "#E3F2FD"))
        .cornerRadius(12)
        .padding()
    }
}

struct TypingIndicator: View {
    var body: some View {
        HStack {
            Text("AI is typing")
            ProgressView()
                .scaleEffect(0.7)
        }
        .padding()
        .background(Color(hex: "#E3F2FD"))
        .cornerRadius(12)
    }
}
