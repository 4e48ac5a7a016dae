extension UIApplication {
    /// `openSettingsURLString`: the URL that opens the app's settings (`open(_:)` completes
    /// with false here, as for any URL).
    public static let openSettingsURLString = "app-settings:"
}
