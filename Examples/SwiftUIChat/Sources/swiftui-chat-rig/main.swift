import ChatRigCLI
import SwiftUIChatRehearsal

// The full `chatrig` command with the SwiftUI chat screen added as the strategy `swiftui-chat`:
//   swift run swiftui-chat-rig run ../../Scenarios/streaming --strategy swiftui-chat --strategy personal-llm
ChatRig.main(strategies: [ChatScreenAdapter.strategy])
