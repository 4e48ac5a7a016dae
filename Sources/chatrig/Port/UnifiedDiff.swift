/// A unified diff of two texts by lines (`---`/`+++` headers naming the file, `@@` hunks with three lines of
/// context), as `diff -u` prints it: how `chatrig port` shows each file's edits.
struct UnifiedDiff {
    let path: String
    let old: [String]
    let new: [String]

    init(path: String, old: String, new: String) {
        self.path = path
        self.old = old.components(separatedBy: "\n")
        self.new = new.components(separatedBy: "\n")
    }

    /// The diff's text; empty when the texts are equal. O((n + m) · d).
    var text: String {
        let difference = new.difference(from: old)
        guard !difference.isEmpty else { return "" }
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts in step: a line of each is either kept (both advance), removed or inserted.
        enum Line { case kept(Int, Int), removed(Int), inserted(Int) }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                lines.append(.removed(i)); i += 1
            } else if j < new.count, inserted.contains(j) {
                lines.append(.inserted(j)); j += 1
            } else {
                lines.append(.kept(i, j)); i += 1; j += 1
            }
        }
        let changed = lines.indices.filter { if case .kept = lines[$0] { false } else { true } }
        var output = "--- \(path)\n+++ \(path)\n"
        var start = 0
        while start < changed.count {
            var end = start
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 7 { end += 1 }
            let from = max(0, changed[start] - 3), to = min(lines.count - 1, changed[end] + 3)
            let hunk = lines[from...to]
            let oldStart = hunk.compactMap { if case .kept(let a, _) = $0 { a } else if case .removed(let a) = $0 { a } else { nil } }.first
            let newStart = hunk.compactMap { if case .kept(_, let b) = $0 { b } else if case .inserted(let b) = $0 { b } else { nil } }.first
            let oldCount = hunk.filter { if case .inserted = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output += "@@ -\((oldStart ?? 0) + 1),\(oldCount) +\((newStart ?? 0) + 1),\(newCount) @@\n"
            for line in hunk {
                switch line {
                case .kept(let a, _): output += " \(old[a])\n"
                case .removed(let a): output += "-\(old[a])\n"
                case .inserted(let b): output += "+\(new[b])\n"
                }
            }
            start = end + 1
        }
        return output
    }
}
