import ChatRigCLI
import UIKitChatRehearsal

// The full `chatrig` command with the UIKit chat screen added as the strategy `uikit-chat`:
//   swift run uikit-chat-rig run ../../Scenarios/bugs --strategy uikit-chat --strategy iris
ChatRig.main(strategies: [ChatScreenAdapter.strategy])
