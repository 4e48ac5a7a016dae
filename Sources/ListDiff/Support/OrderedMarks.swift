/// Identifiers marked for an operation (reload, reconfigure), in the order they were first
/// marked, with O(1) membership.
///
/// Two mark lists are equal when they mark the same identifiers, whatever the order: UIKit
/// reports the order of the calls, but it carries no meaning for the update.
@usableFromInline
struct OrderedMarks<Element: Hashable>: Equatable {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var members: Set<Element> = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { elements.isEmpty }

    @inlinable func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Marks `element`; O(1) amortized. A second mark is ignored.
    @inlinable mutating func insert(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    /// Unmarks every element of `removed`; O(count) when anything was marked, O(1) otherwise.
    @inlinable mutating func remove<S: Sequence>(contentsOf removed: S) where S.Element == Element {
        if members.isEmpty { return }
        var changed = false
        for element in removed where members.remove(element) != nil { changed = true }
        if changed { elements.removeAll { !members.contains($0) } }
    }

    @inlinable mutating func removeAll() {
        elements.removeAll()
        members.removeAll()
    }

    @inlinable static func == (lhs: Self, rhs: Self) -> Bool { lhs.members == rhs.members }
}

extension OrderedMarks: Sendable where Element: Sendable {}
