import Yams

/// The checked entries of one YAML mapping, in file order, looked up by key.
struct MappingReader {
    /// One key and its value.
    struct Entry {
        var key: String
        var keyNode: Node
        var value: Node
    }

    /// The mapping node itself (where missing keys are reported).
    let node: Node
    /// The mapping's name in messages.
    let what: String
    /// The entries whose keys passed the check, in file order.
    let entries: [Entry]

    /// The value for `key`, if present. O(*n*) in the number of entries (mappings are small).
    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// The key node of `key`, for errors about the key itself.
    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }
}
