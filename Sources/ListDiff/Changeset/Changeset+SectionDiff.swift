import Foundation

extension Changeset {
    /// Which old and new sections are the same section at item level: `oldToNew[i] = j` when
    /// old section `i` survives as new section `j` (is in both and is not reloaded), and
    /// `newToOld[j] = i` back; -1 where a section does not survive.
    @usableFromInline
    typealias SectionPairs = (oldToNew: [Int], newToOld: [Int])

    /// Records the section changes from `old` to `new` (``diff(old:new:)`` over their
    /// identifiers; `new`'s reloaded sections as reloads, or as a delete and an insert when
    /// they also move) and returns which sections survive at item level.
    ///
    /// - Complexity: O(S + s log s) for S sections, s of them moved.
    @inlinable
    mutating func diffSections(from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>) -> SectionPairs {
        var oldToNew = [Int](repeating: -1, count: old.sections.count)
        var newToOld = [Int](repeating: -1, count: new.sections.count)
        let sectionChanges = diff(old: old.sections, new: new.sections)
        var sectionMoved = [Bool](repeating: false, count: old.sections.count)
        for move in sectionChanges.moves { sectionMoved[move.from] = true }
        var convertedSections = false
        for i in 0..<old.sections.count {
            let identifier = old.sections[i]
            guard let j = new.sectionPositions[identifier] else {
                sectionDeletes.append(i)
                continue
            }
            if !new.reloadedSections.isEmpty && new.reloadedSections.contains(identifier) {
                if sectionMoved[i] {
                    sectionDeletes.append(i)
                    sectionInserts.append(SectionInsert(index: j, section: identifier, items: new.sectionItems[j]))
                    convertedSections = true
                } else {
                    sectionReloads.append(SectionReload(index: i, items: new.sectionItems[j]))
                }
                continue
            }
            oldToNew[i] = j
            newToOld[j] = i
            if sectionMoved[i] { sectionMoves.append(ArrayChanges.Move(from: i, to: j)) }
        }
        for j in sectionChanges.inserts {
            sectionInserts.append(SectionInsert(index: j, section: new.sections[j], items: new.sectionItems[j]))
        }
        sectionDeletes.reverse()
        if convertedSections {
            sectionDeletes.sort(by: >)
            sectionInserts.sort { $0.index < $1.index }
        }
        sectionMoves.sort { $0.to < $1.to }
        return (oldToNew, newToOld)
    }
}
