import Foundation

/// One starting input of a fuzz target, named for the file it is written to.
public struct FuzzSeed: Hashable, Sendable {
    /// The file name (no folders): the bundled file's name, or what the seed shows.
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The seed of a file's contents, named by its path inside the checkout with `/` as `_`
    /// (`Scenarios/bugs/x.yaml` → `Scenarios_bugs_x.yaml`).
    public init(file url: URL) throws {
        let relative = url.standardizedFileURL.path.dropFirst(Repository.root.standardizedFileURL.path.count)
        self.init(name: relative.split(separator: "/").joined(separator: "_"), bytes: Array(try Data(contentsOf: url)))
    }

    /// Writes `seeds` into `folder` (created if needed), one file each; a name used twice
    /// gets a numeric suffix. Returns how many files were written.
    public static func write(_ seeds: [FuzzSeed], into folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var used: Set<String> = []
        for seed in seeds {
            var name = seed.name
            var suffix = 2
            while !used.insert(name).inserted {
                name = "\(seed.name)-\(suffix)"
                suffix += 1
            }
            try Data(seed.bytes).write(to: folder.appendingPathComponent(name))
        }
        return seeds.count
    }
}
