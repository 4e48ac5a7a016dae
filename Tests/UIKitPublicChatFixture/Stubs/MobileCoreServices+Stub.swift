// Stub of MobileCoreServices for Linux, where it does not exist: the types and members this screen names.
#if !canImport(MobileCoreServices)
import ChatUI
public typealias CFString = String
public let kUTTypeImage: CFString = "public.image"
public let kUTTypeMovie: CFString = "public.movie"
#endif
