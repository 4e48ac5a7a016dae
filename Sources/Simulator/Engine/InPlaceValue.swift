/// A value kept at one address for the life of its owner, queried and changed there.
///
/// The engine's references (``CollectionViewState``, ``ListViewport``) each hold large structs
/// — the list layout, the snapshot, the scroll view — that the frame loop queries dozens of
/// times a frame. Held as a stored `var` of a class, every query begins a run-time exclusivity
/// access, and a query that is not inlined whole copies the struct first: its fields moved and
/// every reference among them retained and released, because the compiler cannot prove the
/// memory unchanged during the call. Measured with `perf` on a streamed replay of the iris
/// design over 1,000 messages, the list layout's copies alone (their `memcpy`, retains and
/// releases) were in 7.4 % of the run's samples.
///
/// Here the value lies at an address allocated once. ``value`` reads and changes it there
/// through addressors (no exclusivity bookkeeping); ``query(_:)`` runs a query on it through an
/// `inout` access, which proves the memory unchanged for the call, so nothing is copied.
///
/// What that gives up: accesses here are not checked for exclusivity at run time. Owners keep
/// every access inside their own methods — none held across a call out of the owner, none
/// overlapping another, no query touching its owner — so there is nothing for the check to
/// catch; the static checks still apply within each method.
///
/// Not copyable: one owner, one address, freed with the owner.
struct InPlaceValue<Value>: ~Copyable {
    private let address: UnsafeMutablePointer<Value>

    /// Stores `value` at a new address.
    init(_ value: consuming Value) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
    }

    /// The value, read and mutated in place. O(1).
    var value: Value {
        unsafeAddress { UnsafePointer(address) }
        nonmutating unsafeMutableAddress { address }
    }

    /// `query`'s answer on the value where it lies, without copying it. `query` only reads
    /// (the `inout` is for the compiler) and does not reach the owner. O(1) plus the query.
    @inline(__always)
    func query<Result>(_ query: (inout Value) -> Result) -> Result { query(&address.pointee) }
}
