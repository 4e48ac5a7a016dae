#!/usr/bin/env python3
"""Grows a ChatRig run history to ROWS rows, for timing `chatrig history` on a year of CI.

usage: scripts/make-large-history.py SEED_HISTORY OUT ROWS [PAIRS]

SEED_HISTORY is a history `chatrig run --history` wrote (its schema and its first row are
the template); OUT is written as a copy holding ROWS runs: PAIRS (scenario, strategy) pairs
(default 50), each run ROWS / PAIRS times, one revision a day, every metric of the template
row kept except a few that step by ±10% now and then. Deterministic (seeded)."""
import json
import random
import shutil
import sqlite3
import sys


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    seed_history, out, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
    pairs = int(sys.argv[4]) if len(sys.argv) == 5 else 50
    shutil.copyfile(seed_history, out)
    db = sqlite3.connect(out)
    columns = "scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics"
    template = db.execute(f"SELECT {columns} FROM run ORDER BY id LIMIT 1").fetchone()
    db.execute("DELETE FROM run")
    metrics = json.loads(template[8])
    moving = sorted(metrics)[::7]
    rng = random.Random(19)
    revisions = rows // pairs
    state = {pair: dict(metrics) for pair in range(pairs)}
    batch = []
    for revision in range(revisions):
        sha = f"{rng.getrandbits(40):010x}"
        for pair in range(pairs):
            values = state[pair]
            if rng.random() < 0.02:
                name = rng.choice(moving)
                values[name] = round(values[name] * rng.choice([0.9, 1.1]), 2)
            batch.append((f"scenario-{pair // 5}", f"strategy-{pair % 5}", template[2], template[3], sha, "main", template[6],
                          1_700_000_000_000 + revision * 86_400_000 // 10, json.dumps(values, sort_keys=True, separators=(",", ":")),
                          template[9]))
        if len(batch) >= 10_000:
            db.executemany(f"INSERT INTO run ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", batch)
            batch.clear()
    db.executemany(f"INSERT INTO run ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", batch)
    db.commit()
    count = db.execute("SELECT COUNT(*) FROM run").fetchone()[0]
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    print(f"{out}: {count} runs, {pairs} pairs x {revisions} revisions, {len(metrics)} metrics each", file=sys.stderr)


if __name__ == "__main__":
    main()
