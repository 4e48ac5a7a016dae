import ChatRigCLI
import MessagesCoordinator
ChatRig.main(strategies: [MessagesCoordinator.strategy])
