import ChatRigUIKit
import Foundation
import Testing

#if !canImport(Darwin)

/// `NSMapTable` and `NSHashTable` where ChatRigUIKit declares them: Linux, whose Foundation
/// lacks them (Apple's platforms use Foundation's own, whose weak-to-strong tables keep stale
/// entries "until the map table resizes itself").
/// Weak entries go when their object is reclaimed (Apple: "entries are removed when one of the
/// objects is reclaimed"); the default personality compares by `isEqual(_:)`,
/// `.objectPointerPersonality` by identity.
@Suite struct PointerTableTests {
    final class Cell: NSObject {}
    final class Presenter: NSObject {}

    /// A presenter kept for a cell by a weak-to-weak table (Chatto's cell-to-presenter map):
    /// found while both live; the entry goes with the cell, and with the presenter.
    @Test func aWeakToWeakMapLosesAnEntryWithEitherObject() {
        let table = NSMapTable<Cell, Presenter>(keyOptions: .weakMemory, valueOptions: .weakMemory)
        let cell = Cell()
        var presenter: Presenter? = Presenter()
        var other: Cell? = Cell()
        let kept = Presenter()
        table.setObject(presenter, forKey: cell)
        table.setObject(kept, forKey: other)
        #expect(table.count == 2)
        #expect(table.object(forKey: cell) === presenter)
        presenter = nil
        #expect(table.object(forKey: cell) == nil)
        #expect(table.count == 1)
        other = nil
        #expect(table.count == 0)
        #expect(table.keyEnumerator().allObjects.isEmpty)
    }

    /// A strong-to-strong map keeps its objects; setting again replaces, nil removes; keys
    /// compare by `isEqual(_:)` (two equal strings) unless the personality is identity.
    @Test func aStrongMapReplacesRemovesAndComparesAsItsPersonalitySays() {
        let table = NSMapTable<NSString, NSNumber>.strongToStrongObjects()
        table.setObject(1, forKey: NSString(string: "a"))
        table.setObject(2, forKey: NSString(string: "a"))
        #expect(table.count == 1)
        #expect(table.object(forKey: "a") == 2)
        #expect(table.dictionaryRepresentation() == [NSString(string: "a"): 2 as NSNumber])
        table.setObject(nil, forKey: "a")
        #expect(table.count == 0)
        let byIdentity = NSMapTable<NSString, NSNumber>(keyOptions: .objectPointerPersonality, valueOptions: .strongMemory)
        let key = NSString(string: "k")
        byIdentity.setObject(3, forKey: key)
        #expect(byIdentity.object(forKey: key) == 3)
        #expect(byIdentity.object(forKey: NSString(string: "k")) == nil)
    }

    /// A weak hash table of delegates (a multicast delegate): members once each, gone when
    /// reclaimed; iterating and `allObjects` see the live ones.
    @Test func aWeakHashTableHoldsEachDelegateOnceUntilItGoes() {
        let delegates = NSHashTable<Presenter>.weakObjects()
        let first = Presenter()
        var second: Presenter? = Presenter()
        delegates.add(first)
        delegates.add(first)
        delegates.add(second)
        #expect(delegates.count == 2)
        #expect(delegates.contains(second))
        second = nil
        #expect(delegates.count == 1)
        #expect(delegates.allObjects == [first])
        #expect(Array(delegates).count == 1)
        delegates.remove(first)
        #expect(delegates.anyObject == nil)
    }
}
#endif
