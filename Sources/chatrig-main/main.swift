import ChatRigCLI

ChatRig.main()
