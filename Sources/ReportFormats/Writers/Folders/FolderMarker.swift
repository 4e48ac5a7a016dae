/// The file ChatRig writes into every folder it creates for output, claiming the folder
/// as its own: only a folder carrying the right marker (or an empty or absent one) is ever
/// replaced (``FolderClaim``).
///
/// Report folders and trace folders carry different markers, so a `--trace` run never
/// replaces a report folder and a report never replaces a trace folder.
public struct FolderMarker: Hashable, Sendable {
    /// The marker's file name inside the folder (a dot-file, so listings stay clean).
    public var fileName: String
    /// What the folder holds, for messages: "report" gives "not a ChatRig report folder".
    public var noun: String

    public init(fileName: String, noun: String) {
        self.fileName = fileName
        self.noun = noun
    }

    /// The marker of a report folder (`--out`, and every verb that writes a report).
    public static let report = FolderMarker(fileName: ".chatrig-report", noun: "report")

    /// The marker of a folder of frame traces (`--trace` with several runs).
    public static let trace = FolderMarker(fileName: ".chatrig-trace", noun: "trace")

    /// The marker file's contents: a note for whoever finds the folder.
    public var contents: String {
        """
        This folder is a ChatRig \(noun) folder: ChatRig replaces it whole (every file in \
        it) the next time it writes a \(noun) here. Delete this file to keep ChatRig from \
        ever replacing the folder.

        """
    }
}
