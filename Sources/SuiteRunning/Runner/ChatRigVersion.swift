/// The tool's version, written into every report.
public enum ChatRigVersion {
    public static let current = "0.1.0"
}
