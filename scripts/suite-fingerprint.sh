#!/usr/bin/env bash
# Fingerprints the bundled suite's deterministic output, so a change can show it left the
# suite's figures, reports and traces as they were:
#   scripts/suite-fingerprint.sh [path/to/chatrig]   (default .build/debug/chatrig)
# Prints one SHA-256 per artefact: report.json without its host figures (real CPU time and
# allocations, which vary run to run), junit.xml and report.html with host figures removed,
# and the Perfetto traces of the whole suite. Same build inputs, same lines.
# FINGERPRINT_WITHOUT=key1,key2 also drops those keys wherever they occur, to show that a
# change which only adds fields left every existing one as it was (e.g.
# FINGERPRINT_WITHOUT=costAttribution,scrollWritesPerReply,operations).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/chatrig}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" run Scenarios --out "$work/report" --trace "$work/traces/" --trace-format perfetto --jobs 2 >/dev/null || true
python3 - "$work" <<'PY'
import hashlib, json, os, re, sys
work = sys.argv[1]
without = set(filter(None, os.environ.get("FINGERPRINT_WITHOUT", "").split(",")))
def strip(o):
    if isinstance(o, dict):
        return {k: strip(v) for k, v in o.items() if not k.startswith("host") and k not in without}
    if isinstance(o, list):
        return [strip(v) for v in o]
    return o
def sha(b): return hashlib.sha256(b).hexdigest()[:16]
rep = json.load(open(os.path.join(work, "report", "report.json")))
print("report.json (deterministic)", sha(json.dumps(strip(rep), sort_keys=True).encode()))
h = hashlib.sha256()
tdir = os.path.join(work, "traces")
for root, _, files in sorted(os.walk(tdir)):
    for f in sorted(files):
        if f.startswith("."): continue
        data = json.load(open(os.path.join(root, f)))
        h.update(f.encode()); h.update(json.dumps(strip(data), sort_keys=True).encode())
print("perfetto traces (deterministic)", h.hexdigest()[:16])
PY
