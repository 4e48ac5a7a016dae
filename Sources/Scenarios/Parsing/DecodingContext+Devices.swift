import Simulator
import Yams

extension DecodingContext {
    /// `deviceOverrides: { refreshRate, composerHeight, keyboard: { portrait, landscape }, costs: { key: µs } }`.
    mutating func deviceOverrides(_ node: Node) -> DeviceOverrides? {
        let keys = ["refreshRate", "composerHeight", "keyboard", "costs"]
        guard let reader = mapping(node, what: "deviceOverrides", allowedKeys: keys) else { return nil }
        var overrides = DeviceOverrides()
        var valid = true
        if let value = reader["refreshRate"] {
            if let rate = refreshRate(value) { overrides.refreshRate = rate } else { valid = false }
        }
        if let value = reader["composerHeight"] {
            if let height = quantity(value, key: "composerHeight", kind: .distance, in: .length) {
                overrides.composerHeight = height
            } else {
                valid = false
            }
        }
        if let value = reader["keyboard"] {
            if let keyboard = mapping(value, what: "keyboard", allowedKeys: ["portrait", "landscape"]) {
                if let portrait = keyboard["portrait"] {
                    overrides.keyboardPortrait = quantity(portrait, key: "portrait", kind: .distance, in: .length)
                    valid = valid && overrides.keyboardPortrait != nil
                }
                if let landscape = keyboard["landscape"] {
                    overrides.keyboardLandscape = quantity(landscape, key: "landscape", kind: .distance, in: .length)
                    valid = valid && overrides.keyboardLandscape != nil
                }
            } else {
                valid = false
            }
        }
        if let value = reader["costs"] {
            let names = DeviceProfile.Costs.Key.allCases.map(\.rawValue)
            if let costs = mapping(value, what: "costs", allowedKeys: names) {
                for entry in costs.entries {
                    guard let key = DeviceProfile.Costs.Key(rawValue: entry.key),
                          let figure = quantity(entry.value, key: entry.key, kind: .cost, in: .cost) else {
                        valid = false
                        continue
                    }
                    overrides.costs[key] = figure
                }
            } else {
                valid = false
            }
        }
        return valid ? overrides : nil
    }

    /// A whole number of hertz from 1 to ``ScenarioLimits/maxRefreshRate`` (`120Hz`).
    mutating func refreshRate(_ node: Node) -> Int? {
        guard let hertz = quantity(node, key: "refreshRate", kind: .frequency, in: .refreshRate) else { return nil }
        guard hertz == hertz.rounded() else {
            report(.outOfRange, "'refreshRate' must be a whole number of Hz up to 240, found '\(node.scalar?.string ?? "")'", at: node)
            return nil
        }
        return Int(hertz)
    }

    /// A whole device profile file.
    mutating func deviceProfile(_ node: Node, expectedName: String?) -> DeviceProfile? {
        let keys = ["name", "viewport", "scale", "refreshRate", "safeArea", "keyboard", "composerHeight", "costs"]
        guard let reader = mapping(node, what: "device profile", allowedKeys: keys) else { return nil }

        let name = required("name", in: reader).flatMap { profileName($0, expectedName: expectedName) }
        let viewport = required("viewport", in: reader).flatMap { size($0, what: "viewport") }
        let scale = required("scale", in: reader).flatMap { number($0, key: "scale", in: 1...4) }
        let refreshRate = required("refreshRate", in: reader).flatMap { self.refreshRate($0) }
        let safeArea = required("safeArea", in: reader).flatMap { safeAreas($0) }
        let keyboard = required("keyboard", in: reader).flatMap { keyboardHeights($0) }
        let composer = required("composerHeight", in: reader)
            .flatMap { quantity($0, key: "composerHeight", kind: .distance, in: .length) }
        let costs = required("costs", in: reader).flatMap { costTable($0) }
        guard let name, let viewport, let scale, let refreshRate, let safeArea, let keyboard, let composer, let costs else {
            return nil
        }
        return DeviceProfile(
            name: name, viewportWidth: viewport.width, viewportHeight: viewport.height, scale: scale,
            refreshRate: refreshRate, safeAreaPortrait: safeArea.portrait, safeAreaLandscape: safeArea.landscape,
            keyboardHeight: keyboard, composerHeight: composer, costs: costs
        )
    }

    /// A device or scenario name: `[a-z0-9-]+`, at most ``ScenarioLimits/maxNameLength``
    /// characters.
    mutating func identifier(_ node: Node, key: String) -> String? {
        guard let text = string(node, key: key, maxLength: ScenarioLimits.maxNameLength) else { return nil }
        let valid = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard valid else {
            report(.invalidValue, "'\(key)' must use only a-z, 0-9 and '-', found '\(text.excerpt)'", at: node)
            return nil
        }
        return text
    }

    private mutating func profileName(_ node: Node, expectedName: String?) -> String? {
        guard let name = identifier(node, key: "name") else { return nil }
        if let expectedName, name != expectedName {
            report(.invalidValue, "'name' is '\(name.excerpt)' but the file is '\(expectedName).yaml'; they must match", at: node)
            return nil
        }
        return name
    }

    private mutating func size(_ node: Node, what: String) -> (width: Double, height: Double)? {
        guard let reader = mapping(node, what: what, allowedKeys: ["width", "height"]) else { return nil }
        let width = required("width", in: reader).flatMap { quantity($0, key: "width", kind: .distance, in: .viewportSide) }
        let height = required("height", in: reader).flatMap { quantity($0, key: "height", kind: .distance, in: .viewportSide) }
        guard let width, let height else { return nil }
        return (width, height)
    }

    private mutating func safeAreas(_ node: Node) -> (portrait: DeviceProfile.VerticalInsets, landscape: DeviceProfile.VerticalInsets)? {
        guard let reader = mapping(node, what: "safeArea", allowedKeys: ["portrait", "landscape"]) else { return nil }
        let portrait = required("portrait", in: reader).flatMap { insets($0, what: "safeArea.portrait") }
        let landscape = required("landscape", in: reader).flatMap { insets($0, what: "safeArea.landscape") }
        guard let portrait, let landscape else { return nil }
        return (portrait, landscape)
    }

    private mutating func insets(_ node: Node, what: String) -> DeviceProfile.VerticalInsets? {
        guard let reader = mapping(node, what: what, allowedKeys: ["top", "bottom"]) else { return nil }
        let top = required("top", in: reader).flatMap { quantity($0, key: "top", kind: .distance, in: .length) }
        let bottom = required("bottom", in: reader).flatMap { quantity($0, key: "bottom", kind: .distance, in: .length) }
        guard let top, let bottom else { return nil }
        return DeviceProfile.VerticalInsets(top: top, bottom: bottom)
    }

    private mutating func keyboardHeights(_ node: Node) -> DeviceProfile.KeyboardHeights? {
        guard let reader = mapping(node, what: "keyboard", allowedKeys: ["portrait", "landscape"]) else { return nil }
        let portrait = required("portrait", in: reader).flatMap { quantity($0, key: "portrait", kind: .distance, in: .length) }
        let landscape = required("landscape", in: reader).flatMap { quantity($0, key: "landscape", kind: .distance, in: .length) }
        guard let portrait, let landscape else { return nil }
        return DeviceProfile.KeyboardHeights(portrait: portrait, landscape: landscape)
    }

    /// Every cost figure, each required, in µs.
    private mutating func costTable(_ node: Node) -> DeviceProfile.Costs? {
        let names = DeviceProfile.Costs.Key.allCases.map(\.rawValue)
        guard let reader = mapping(node, what: "costs", allowedKeys: names) else { return nil }
        var figures: [DeviceProfile.Costs.Key: Double] = [:]
        for key in DeviceProfile.Costs.Key.allCases {
            if let value = required(key.rawValue, in: reader), let figure = quantity(value, key: key.rawValue, kind: .cost, in: .cost) {
                figures[key] = figure
            }
        }
        guard figures.count == DeviceProfile.Costs.Key.allCases.count else { return nil }
        return DeviceProfile.Costs { figures[$0]! }
    }
}
