"""Long assistant answers in the shape public LLM transcripts have (code fences, tables,
lists, headings, thinking blocks), written for ChatRig's sample conversation. Each entry is
(user question, assistant answer). Written for this repository; same licence as ChatRig."""

LONG_ANSWERS = [
    ("How do I keep a chat list scrolled to the bottom while a reply streams in UIKit?",
     """<think>The user wants follow-the-bottom behaviour during streaming. Key points: only follow when the user is already near the bottom, reconfigure instead of reload, and avoid animating every token.</think>
Keeping the newest message in view while tokens arrive comes down to three rules:

1. **Follow only when the reader is already at the bottom.** If they scrolled up to read something older, leave them there.
2. **Update the cell in place.** Use `reconfigureItems(_:)` rather than `reloadItems(_:)`, so the cell is not dequeued again for every token.
3. **Coalesce updates to the display link.** Apply at most one snapshot per frame.

```swift
final class ChatViewController: UIViewController {
    private var isFollowing = true
    private var pendingReconfigure: Set<Message.ID> = []
    private lazy var displayLink = CADisplayLink(target: self, selector: #selector(flush))

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let distance = scrollView.contentSize.height - scrollView.bounds.maxY + scrollView.adjustedContentInset.bottom
        isFollowing = distance < 80
    }

    func replyDidReceive(tokens: String, for id: Message.ID) {
        store.append(tokens, to: id)
        pendingReconfigure.insert(id)
    }

    @objc private func flush() {
        guard !pendingReconfigure.isEmpty else { return }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(Array(pendingReconfigure))
        pendingReconfigure.removeAll()
        dataSource.apply(snapshot, animatingDifferences: false)
        if isFollowing { scrollToBottom(animated: false) }
    }
}
```

| Approach | Applies per second | Cells dequeued | Jumps |
|---|---|---|---|
| `reloadItems` per token | 90 | 90 | frequent |
| `reconfigureItems` per token | 90 | 0 | rare |
| `reconfigureItems` per frame | ≤ 60 | 0 | none |

A few things that commonly go wrong:

- Calling `layoutIfNeeded()` inside `scrollViewDidScroll` re-enters layout and costs a frame.
- Animating the scroll on every update makes the list lag behind the text.
- Forgetting the keyboard inset: measure the distance against `adjustedContentInset`, not `contentInset`.

If you use SwiftUI instead, `defaultScrollAnchor(.bottom)` on iOS 17 does most of this for you."""),

    ("Can you write a Python script that deduplicates rows in a CSV file by email address?",
     """Sure. This keeps the first row for each email address (compared case-insensitively, with surrounding spaces removed) and writes the rest unchanged:

```python
import csv
import sys
from pathlib import Path


def deduplicate(source: Path, destination: Path, column: str = "email") -> tuple[int, int]:
    seen: set[str] = set()
    kept = dropped = 0
    with source.open(newline="", encoding="utf-8") as infile, \\
         destination.open("w", newline="", encoding="utf-8") as outfile:
        reader = csv.DictReader(infile)
        if column not in (reader.fieldnames or []):
            raise SystemExit(f"no column named {column!r}; columns: {reader.fieldnames}")
        writer = csv.DictWriter(outfile, fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in reader:
            key = row[column].strip().lower()
            if key in seen:
                dropped += 1
                continue
            seen.add(key)
            writer.writerow(row)
            kept += 1
    return kept, dropped


if __name__ == "__main__":
    kept, dropped = deduplicate(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"kept {kept} rows, dropped {dropped} duplicates")
```

Run it like this:

```bash
python3 dedupe.py contacts.csv contacts-unique.csv
```

Notes:

- The file is streamed, so memory grows with the number of *unique* addresses, not the file size.
- If two rows share an address but differ elsewhere, only the first survives. To keep the most recent instead, sort by a date column first.
- Gmail ignores dots in the local part (`j.doe@gmail.com` is `jdoe@gmail.com`). Normalising that is a policy decision, so it is left out here."""),

    ("What's the difference between a struct and a class in Swift? When should I use each?",
     """The short version: **structs are values, classes are references.**

| | `struct` | `class` |
|---|---|---|
| Copy on assignment | yes (a new value) | no (a new reference to the same object) |
| Inheritance | no | yes |
| Deinitialiser | no | `deinit` |
| Identity (`===`) | no | yes |
| Mutation through `let` | not allowed | allowed for `var` properties |
| Thread safety | easy: copies do not share state | needs care: shared mutable state |

### When to use a struct

- Modelling data: a `Message`, a `Point`, a page of results.
- When equality means "same contents", not "same object".
- When you want `Sendable` for free across concurrency domains.

### When to use a class

- You need identity: a view controller, a database connection, a cache shared by several owners.
- You need inheritance from a framework type (`UIView`, `NSObject`).
- The lifetime matters (`deinit` closes a file).

```swift
struct Message {
    var text: String
}

var a = Message(text: "Hello")
var b = a          // a copy
b.text = "Bye"
print(a.text)      // Hello

final class Connection {
    var isOpen = true
}

let c = Connection()
let d = c          // the same object
d.isOpen = false
print(c.isOpen)    // false
```

A useful default: start with a struct, and switch to a class when you find you need identity or shared ownership. Large structs are not slow to copy in practice, because the standard library's collections use copy-on-write."""),

    ("Summarise the pros and cons of SQLite for a mobile app's message store.",
     """<think>Cover performance, concurrency (WAL), schema migrations, full text search, sync. Keep it balanced.</think>
## SQLite as a message store

**Pros**

1. *It is already on the device.* Both iOS and Android ship it; no extra binary size.
2. *Keyset pagination is cheap.* With a primary key of `(conversation_id, created_at, id)` each page is one range scan of the b-tree, whatever the conversation's length.
3. *WAL mode* lets the UI read while a background sync writes.
4. *Full-text search* with FTS5, including prefix queries and ranking.
5. *Transactions*: a message and its attachments commit together or not at all.

**Cons**

1. *Schema migrations are on you.* Every release that changes a table needs a tested migration path.
2. *One writer at a time.* Bursty syncs should batch inserts in one transaction.
3. *No change notifications* out of the box: you need a layer (GRDB's `ValueObservation`, Room's `Flow`) to update the UI.
4. *Large blobs* (images, audio) bloat the file; store them as files and keep paths in the table.

| Query | Index used | Cost |
|---|---|---|
| newest 50 messages | primary key, descending | O(log n + 50) |
| messages before a cursor | primary key range | O(log n + 50) |
| search "invoice" | FTS5 | O(matches) |
| count of unread | partial index on `read = 0` | O(unread) |

> Rule of thumb: if you can write the screen's query as a range over one index, SQLite will stay fast at a million rows."""),

    ("Why does my LazyVStack jump when I load older messages at the top?",
     """This is one of the most common SwiftUI chat bugs. When you insert rows *above* the visible ones, the content grows upwards but the scroll offset stays the same, so everything you were reading slides down by the height of the new page.

### What is happening

1. The user scrolls to the top; your `.onAppear` on the first row fires.
2. You prepend 50 messages to the array.
3. `LazyVStack` lays out the new rows with *estimated* heights, then measures them as they come on screen.
4. The offset is unchanged, so the reader's message is now 50 rows further down.

### Fixes, from simplest to most robust

- **iOS 17+:** use `.scrollPosition(id:)` and keep the id of the first visible message. SwiftUI restores it after the insert.
- **Any version:** wrap the list in a `ScrollViewReader` and call `proxy.scrollTo(anchorID, anchor: .top)` right after the insert, without animation.
- **Invert the list** (`rotationEffect(.degrees(180))` on the scroll view and on each row) so older messages are appended at the *end*, where insertion does not move the content. Watch out for context menus and accessibility, which see the flipped geometry.

```swift
@State private var anchor: Message.ID?

ScrollView {
    LazyVStack {
        ForEach(messages) { message in
            MessageRow(message: message)
                .id(message.id)
                .onAppear {
                    if message.id == messages.first?.id { loadOlder() }
                }
        }
    }
    .scrollTargetLayout()
}
.scrollPosition(id: $anchor, anchor: .top)
```

Also make sure `loadOlder()` ignores calls while a page is already loading; otherwise the first row's `.onAppear` can fire twice and you will request the same page twice."""),

    ("Give me a checklist for reviewing a pull request that touches the payment flow.",
     """Here is a checklist you can paste into the pull request template:

#### Correctness
- [ ] Amounts are integers in minor units (cents), never floating point.
- [ ] Currency is carried with every amount; no implicit default.
- [ ] Rounding rules match the finance team's specification.
- [ ] Idempotency keys are sent on every charge and refund request.

#### Failure handling
- [ ] Network timeouts leave the order in a *pending* state, not *failed*.
- [ ] A retried request cannot charge twice (check the idempotency key is stable across retries).
- [ ] Webhooks are verified with the provider's signature before they change state.
- [ ] Declines show the user a message they can act on.

#### Security
- [ ] No card data or tokens in logs (search the diff for `print`, `log`, `debug`).
- [ ] Secrets come from the keychain or the server, never from the bundle.
- [ ] New endpoints require authentication.

#### Tests
- [ ] Unit tests for rounding and currency conversion with edge values (0, 1, max).
- [ ] An integration test against the provider's sandbox for charge, refund and dispute.
- [ ] A test that replays a duplicated webhook.

| Risk | Example | Where to look |
|---|---|---|
| double charge | retry without idempotency key | API client |
| wrong amount | `Double` arithmetic | models, formatters |
| data leak | token in crash report | logging |

If any box cannot be ticked, ask for it in the review rather than after the release."""),

    ("Explain big-O of common operations on Swift's Array, Set and Dictionary.",
     """| Operation | `Array` | `Set` | `Dictionary` |
|---|---|---|---|
| access by index / key | O(1) | — | O(1) average |
| `contains` | O(n) | O(1) average | O(1) average (keys) |
| append / insert at end | O(1) amortised | O(1) average | O(1) average |
| insert at front | O(n) | — | — |
| remove at end | O(1) | — | — |
| remove element | O(n) | O(1) average | O(1) average |
| sort | O(n log n) | — | — |
| iterate | O(n) | O(capacity) | O(capacity) |

A few details that matter in practice:

1. **Amortised** appends: when an array runs out of capacity it doubles, copying every element once. Call `reserveCapacity(_:)` when you know the final size.
2. **Copy-on-write:** assigning an array is O(1); the copy happens on the first mutation of a shared buffer, and costs O(n) then.
3. **Hashing cost** is part of the O(1): a `Set<String>` hashes the whole string, so long keys are slower.
4. Iterating a `Set` or `Dictionary` visits every *bucket*, so a set that once held a million elements and now holds ten still iterates a large table unless you recreate it.

```swift
var ids: [Int] = []
ids.reserveCapacity(1_000_000)
for id in 0..<1_000_000 { ids.append(id) }   // no reallocation

let lookup = Set(ids)                        // O(n) to build
print(lookup.contains(999_999))              // O(1)
```"""),

    ("How should I structure a REST API for messages with pagination?",
     """I would use **cursor-based (keyset) pagination**, not offsets. Offsets break when new messages arrive between two requests: the same message appears on two pages, or one is skipped.

### Endpoints

```http
GET /conversations/{id}/messages?limit=50
GET /conversations/{id}/messages?limit=50&before=msg_01HZX3
GET /conversations/{id}/messages?limit=50&after=msg_01HZW9
GET /conversations/{id}/messages/around/msg_01HZQ2?limit=50
```

### Response

```json
{
  "messages": [
    { "id": "msg_01HZX1", "role": "user", "text": "…", "createdAt": "2025-06-02T09:12:44Z" }
  ],
  "hasOlder": true,
  "hasNewer": false
}
```

### Rules

1. Order by `(created_at, id)`, so two messages created in the same millisecond still have a stable order.
2. The cursor is the position of the oldest (or newest) message returned; the server answers "strictly before" (or after) it.
3. Return `hasOlder` / `hasNewer` instead of a total count; counting a long conversation is a full scan.
4. Cap `limit` on the server (say 100) and say so in the error.
5. The *around* endpoint serves jumps to a search result or a quoted reply: half the page before the message, half after.

| Style | Stable under inserts | Jump to a message | Cost per page |
|---|---|---|---|
| `offset` / `limit` | no | no | O(offset + limit) |
| page number | no | no | O(offset + limit) |
| keyset cursor | yes | with `around` | O(log n + limit) |"""),
]

SHORT_EXCHANGES = [
    ("Thanks, that worked!", "Glad it helped. 🎉"),
    ("Can you make it shorter?", "Sure — here is the gist in one line: follow the bottom only when the reader is there, and coalesce updates per frame."),
    ("ok", "👍"),
    ("What about Android?", "On Android the equivalent is `RecyclerView` with `stackFromEnd = true` and `ListAdapter`'s `DiffUtil`; the same three rules apply."),
]
