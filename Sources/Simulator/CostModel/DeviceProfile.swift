import ChatModel

/// The device a scenario runs on: its screen, its insets and keyboard, and the modelled
/// main-thread cost of every list operation.
///
/// Profiles are data: the bundled ones live in `Scenarios/devices/*.yaml` and are read by
/// the Scenarios module (`DeviceProfileParser`, `DeviceProfileLoader`), so a figure is
/// changed in one place and every scenario can override any of them. Every geometric value
/// is in points (pt); every cost is in microseconds (µs) of modelled main-thread work.
///
/// The frame budget follows from the refresh rate: 1 s ÷ refresh rate, that is 16.67 ms at
/// 60 Hz and 8.33 ms at 120 Hz (WWDC21 "Make blazing fast lists and collection views";
/// WWDC18 "What's new in Cocoa Touch": "16 ms on a 60 Hz device, 8 ms on a 120 Hz one").
public struct DeviceProfile: Hashable, Sendable {
    /// The profile's name, `[a-z0-9-]+`, equal to its file's name without `.yaml`.
    public var name: String
    /// Width of the screen in portrait, pt.
    public var viewportWidth: Double
    /// Height of the screen in portrait, pt.
    public var viewportHeight: Double
    /// Pixels per point (`UIScreen.scale`): 2 or 3.
    public var scale: Double
    /// Display-link ticks per second, Hz (60, or 120 with ProMotion).
    public var refreshRate: Int
    /// Safe-area insets of the full-screen view in portrait, pt.
    public var safeAreaPortrait: VerticalInsets
    /// Safe-area insets of the full-screen view in landscape, pt.
    public var safeAreaLandscape: VerticalInsets
    /// Height of the docked system keyboard including the QuickType bar (and, on devices
    /// with a home indicator, the bottom safe area it covers), pt — the height of
    /// `keyboardFrameEndUserInfoKey`.
    public var keyboardHeight: KeyboardHeights
    /// Height of the chat composer (text field and buttons) above the keyboard or the
    /// bottom safe area, pt.
    public var composerHeight: Double
    /// Modelled main-thread cost of each operation, µs.
    public var costs: Costs

    /// Creates a profile from its figures.
    public init(
        name: String,
        viewportWidth: Double,
        viewportHeight: Double,
        scale: Double,
        refreshRate: Int,
        safeAreaPortrait: VerticalInsets,
        safeAreaLandscape: VerticalInsets,
        keyboardHeight: KeyboardHeights,
        composerHeight: Double,
        costs: Costs
    ) {
        self.name = name
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.scale = scale
        self.refreshRate = refreshRate
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.keyboardHeight = keyboardHeight
        self.composerHeight = composerHeight
        self.costs = costs
    }

    /// The time one frame may take before it is late: 1 s ÷ ``refreshRate``, rounded to the
    /// microsecond (16 667 µs at 60 Hz, 8 333 µs at 120 Hz).
    public var frameBudget: VirtualDuration {
        VirtualDuration(microseconds: Int64((1_000_000 / Double(refreshRate)).rounded()))
    }

    /// The interval between two display-link ticks; equal to ``frameBudget``.
    public var frameInterval: VirtualDuration { frameBudget }
}

extension DeviceProfile {
    /// Top and bottom insets, pt.
    public struct VerticalInsets: Hashable, Sendable {
        public var top: Double
        public var bottom: Double

        public init(top: Double, bottom: Double) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// Docked keyboard heights per orientation, pt.
    public struct KeyboardHeights: Hashable, Sendable {
        public var portrait: Double
        public var landscape: Double

        public init(portrait: Double, landscape: Double) {
            self.portrait = portrait
            self.landscape = landscape
        }
    }
}

extension DeviceProfile {
    /// The modelled main-thread cost of each list operation, in microseconds.
    ///
    /// Each figure is read from the device's YAML file, where a comment gives its source or
    /// says that it is an estimate. Fields are addressed generically through ``Key`` (the
    /// YAML key of each figure and the field it names), which is how device and scenario
    /// files set and override them: a figure is declared as a field, a key, and one line
    /// mapping the key to the field.
    public struct Costs: Hashable, Sendable {
        /// Building a snapshot, per item appended (identifier copy and hash).
        public var snapshotBuildPerItem = 0.0
        /// Diffing two snapshots, per item of the larger one.
        public var diffPerItem = 0.0
        /// Applying a snapshot without animation: fixed part (batch update, invalidation).
        public var applyFixed = 0.0
        /// Applying a snapshot with animation: fixed part (animation transaction set-up).
        public var animatedApplyFixed = 0.0
        /// Applying a snapshot with animation: per inserted, deleted, moved or reloaded item.
        public var animatedApplyPerItem = 0.0
        /// Dequeuing a cell from the reuse pool (`prepareForReuse` included).
        public var cellDequeue = 0.0
        /// Creating a new cell because the reuse pool is empty (view hierarchy, constraints).
        public var cellCreate = 0.0
        /// Configuring a plain-text message cell (excluding text layout).
        public var configureText = 0.0
        /// Configuring an image message cell (excluding decoding).
        public var configureImage = 0.0
        /// Configuring a thinking (`<think>`) disclosure cell (excluding text layout).
        public var configureThinking = 0.0
        /// Configuring the typing indicator cell.
        public var configureTypingIndicator = 0.0
        /// Configuring a date separator cell.
        public var configureDateSeparator = 0.0
        /// Configuring the "loading older messages" cell.
        public var configureLoadingOlder = 0.0
        /// Laying out text, per character.
        public var textLayoutPerCharacter = 0.0
        /// Parsing markdown into attributed text, per character.
        public var markdownParsePerCharacter = 0.0
        /// Scanning for `<think>` blocks, per character.
        public var thinkParsePerCharacter = 0.0
        /// Decoding an image on the main thread, per megapixel (only charged when a strategy
        /// decodes synchronously; prepared images cost nothing here).
        public var imageDecodePerMegapixel = 0.0
        /// A layout pass, per visible item.
        public var layoutPassPerVisibleItem = 0.0
        /// Measuring one self-sizing cell (`preferredLayoutAttributesFitting`), fixed part.
        public var selfSizingMeasure = 0.0
        // SwiftUI lazy stack (ScrollView { LazyVStack { ForEach } }); see ``LazyStackList``.
        /// Evaluating the list's `body` once: the view graph update transaction, fixed part.
        public var bodyEvaluationFixed = 0.0
        /// `ForEach` diffing its data on a body evaluation, per row (identifier read and
        /// compared): every row of the data, realized or not.
        public var forEachDiffPerRow = 0.0
        /// Re-evaluating one realized row's `body` whose inputs changed.
        public var rowBodyEvaluation = 0.0
        /// Realizing a row the lazy stack has never shown: its view graph nodes and state.
        public var rowCreate = 0.0
        /// Encoding a value to JSON on the main thread, per byte written (`JSONEncoder`).
        public var jsonEncodePerByte = 0.0
        /// Decoding JSON on the main thread, per byte read (`JSONDecoder`).
        public var jsonDecodePerByte = 0.0
        /// Creating a `DateFormatter` and formatting one date with it (a cell provider that
        /// makes a new formatter per configure pays it every time).
        public var dateFormatterCreate = 0.0
        /// One element of a linear search over the view model's messages
        /// (`first(where:)` comparing identifiers).
        public var linearScanPerElement = 0.0

        /// Creates a cost table from one figure per key; `figure` is asked once per key, in
        /// ``Key/allCases`` order.
        public init(_ figure: (Key) throws -> Double) rethrows {
            for key in Key.allCases { self[key] = try figure(key) }
        }

        /// The name of one cost figure, spelled as in device and scenario files.
        public enum Key: String, CaseIterable, Hashable, Sendable {
            case snapshotBuildPerItem, diffPerItem, applyFixed, animatedApplyFixed, animatedApplyPerItem
            case cellDequeue, cellCreate
            case configureText, configureImage, configureThinking, configureTypingIndicator
            case configureDateSeparator, configureLoadingOlder
            case textLayoutPerCharacter, markdownParsePerCharacter, thinkParsePerCharacter
            case imageDecodePerMegapixel, layoutPassPerVisibleItem, selfSizingMeasure
            case bodyEvaluationFixed, forEachDiffPerRow, rowBodyEvaluation, rowCreate
            case jsonEncodePerByte, jsonDecodePerByte
            case dateFormatterCreate, linearScanPerElement

            /// The field the key names (the compiler checks the switch covers every key).
            var field: WritableKeyPath<Costs, Double> {
                switch self {
                case .snapshotBuildPerItem: \.snapshotBuildPerItem
                case .diffPerItem: \.diffPerItem
                case .applyFixed: \.applyFixed
                case .animatedApplyFixed: \.animatedApplyFixed
                case .animatedApplyPerItem: \.animatedApplyPerItem
                case .cellDequeue: \.cellDequeue
                case .cellCreate: \.cellCreate
                case .configureText: \.configureText
                case .configureImage: \.configureImage
                case .configureThinking: \.configureThinking
                case .configureTypingIndicator: \.configureTypingIndicator
                case .configureDateSeparator: \.configureDateSeparator
                case .configureLoadingOlder: \.configureLoadingOlder
                case .textLayoutPerCharacter: \.textLayoutPerCharacter
                case .markdownParsePerCharacter: \.markdownParsePerCharacter
                case .thinkParsePerCharacter: \.thinkParsePerCharacter
                case .imageDecodePerMegapixel: \.imageDecodePerMegapixel
                case .layoutPassPerVisibleItem: \.layoutPassPerVisibleItem
                case .selfSizingMeasure: \.selfSizingMeasure
                case .bodyEvaluationFixed: \.bodyEvaluationFixed
                case .forEachDiffPerRow: \.forEachDiffPerRow
                case .rowBodyEvaluation: \.rowBodyEvaluation
                case .rowCreate: \.rowCreate
                case .jsonEncodePerByte: \.jsonEncodePerByte
                case .jsonDecodePerByte: \.jsonDecodePerByte
                case .dateFormatterCreate: \.dateFormatterCreate
                case .linearScanPerElement: \.linearScanPerElement
                }
            }
        }

        /// The figure named `key`, µs. O(1).
        public subscript(key: Key) -> Double {
            get { self[keyPath: key.field] }
            set { self[keyPath: key.field] = newValue }
        }
    }
}
