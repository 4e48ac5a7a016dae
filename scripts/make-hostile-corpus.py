#!/usr/bin/env python3
"""Writes Tests/HostileCorpus: scenario and device-profile files that must each be refused,
and baselines, event logs, histories, exports, recorded streams and flags of the newer verbs (verbs.tsv).

Run once from the package root (`python3 scripts/make-hostile-corpus.py`); the files and
`expected.tsv` are committed. Every case is a small file with one thing wrong (some with
a few), written as a hostile user would: huge, negative, NaN and infinite numbers, wrong
types, alias bombs, deep nesting, huge strings, unicode look-alikes, bad units, duplicate
and unknown keys, empty and binary files, BOMs, tabs, broken YAML, and values that parse
but make no sense (semantic checks).

Each case marks where its error must be reported with ⟨ (removed from the file); the
marker's line and column go to expected.tsv as `file<TAB>line:column<TAB>kind`. A case that
cannot be marked in its text (binary junk) gives its place explicitly. `kind` is `syntax`
for the classes whose error is malformed YAML or text, `value` for the rest, whose error
must not be one (a file meant to hold a bad value must parse as YAML). ChatRigCLITests and
ScenariosTests read expected.tsv and check that `chatrig validate` exits 2 and names that
place for each file, within a time and memory bound.

Deterministic: the only randomness (binary junk) comes from a fixed seed.
"""

import json
import os
import random
import shutil
import sys

MARK = "⟨"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "HostileCorpus")

cases = []  # (folder, file name, bytes, expected "L:C" or "L")


def place(text):
    """Removes the marker and returns (text, 'line:column') of where it was."""
    index = text.index(MARK)
    before = text[:index]
    line = before.count("\n") + 1
    column = len(before) - (before.rfind("\n") + 1) + 1
    return text.replace(MARK, "", 1), f"{line}:{column}"


def first_invalid_utf8(data):
    """'line:column' of the first byte that is not UTF-8 (columns count characters)."""
    try:
        data.decode("utf-8")
        return None
    except UnicodeDecodeError as error:
        prefix = data[:error.start].decode("utf-8")
        return f"{prefix.count(chr(10)) + 1}:{len(prefix) - (prefix.rfind(chr(10)) + 1) + 1}"


def add(folder, name, text, expected=None):
    """Adds a case. Text is marked with ⟨ (an explicit `expected` overrides the mark, for
    errors libyaml places itself); bytes default to their first invalid UTF-8 byte."""
    assert all(c[1] != name or c[0] != folder for c in cases), name
    if isinstance(text, bytes):
        expected = expected or first_invalid_utf8(text)
        assert expected, name
        cases.append((folder, name, text, expected))
        return
    if MARK in text:
        text, marked = place(text)
        expected = expected or marked
    assert expected, name
    cases.append((folder, name, text.encode("utf-8"), expected))


def scenario(name, text, expected=None):
    add("scenarios", name, text, expected)


SPELLED = {"-": "minus", ".": "dot", "+": "plus", "'": "-quoted-", '"': "-quoted-", "[": "-list-",
           "{": "-map-", "~": "null", " ": "-", "/": "-per-", "%": "-percent"}


def slug(value):
    """A file-name-safe spelling of `value`: `-1e300s` → `minus1e300s`."""
    out = []
    for ch in value.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in SPELLED:
            out.append(SPELLED[ch])
        elif not ch.isascii():
            out.append(f"-u{ord(ch):x}-")
    return "-".join(filter(None, "".join(out).split("-")))[:40] or "x"


# MARK: Numbers by key -------------------------------------------------------------------

ENTRY = "name: corpus\ntimeline:\n  - at: 0s\n    {}\n"

DURATION_KEYS = {
    "duration": "name: corpus\nduration: ⟨{v}\n",
    "at": "name: corpus\ntimeline:\n  - at: ⟨{v}\n    send: hi\n",
    "ttft": ENTRY.format("reply: {{ ttft: ⟨{v}, tokens: 10, rate: 10/s }}"),
    "page-latency": "name: corpus\nconversation: {{ pageLatency: ⟨{v} }}\n",
    "drag-duration": ENTRY.format("drag: {{ distance: 10pt, duration: ⟨{v} }}"),
}
DURATION_VALUES = ["9223372036855s", "1e300s", "1e9s", "3601s", "-1s", "-1e300s", ".nan", ".inf",
                   "-.inf", "nan s", "infs", "1e999s", "10 seconds", "10", "10pt", "10s 5ms", "[10s]"]

COUNT_KEYS = {
    "tokens": ENTRY.format("reply: {{ tokens: ⟨{v}, rate: 10/s }}"),
    "thinking": ENTRY.format("reply: {{ tokens: 10, thinking: ⟨{v}, rate: 10/s }}"),
    "citations": ENTRY.format("reply: {{ tokens: 10, citations: ⟨{v}, rate: 10/s }}"),
    "images": ENTRY.format("send: {{ text: hi, images: ⟨{v} }}"),
    "history": "name: corpus\nconversation: {{ history: ⟨{v} }}\n",
    "page-size": "name: corpus\nconversation: {{ pageSize: ⟨{v} }}\n",
}
COUNT_VALUES = ["1000000000000", "99999999999999999999999", "1000000001", "-1", "-9223372036854775809",
                "1.5", "1e3", ".nan", ".inf", "0x10", "ten", "[1]", "{a: 1}", "~", "'5'", "５"]

RANGE_KEYS = {
    "rate": (ENTRY.format("reply: {{ tokens: 10, rate: ⟨{v} }}"),
             ["1e-9/s", "0/s", "-10/s", "1e300/s", "10001/s", ".nan", "10", "10/m", "10 tokens/s", "10/s/s"]),
    "jitter": (ENTRY.format("reply: {{ tokens: 10, rate: 10/s, jitter: ⟨{v} }}"),
               ["1.5", "-0.1", "1e300", ".nan", "10%", "0.5s"]),
    "chunk": (ENTRY.format("reply: {{ tokens: 10, rate: 10/s, chunk: ⟨{v} }}"),
              ["0...4", "4...1", "1...9223372036854775807", "1...1001", "-3...2", "1..4", "1...", "a...b", "1.5...2"]),
    "distance": (ENTRY.format("drag: {{ distance: ⟨{v}, duration: 1s }}"),
                 ["0pt", "1e300pt", "-1e9pt", "100001pt", ".nan", "10", "10px"]),
    "velocity": (ENTRY.format("fling: {{ velocity: ⟨{v} }}"),
                 ["0pt/s", "1e300pt/s", "-1e300pt/s", "4000pt", "4000/s", ".inf"]),
    "width": (ENTRY.format("resize: {{ width: ⟨{v}, height: 400pt }}"),
              ["0pt", "-1pt", "0.001pt", "99pt", "1e300pt", "10001pt"]),
    "height": (ENTRY.format("resize: {{ width: 400pt, height: ⟨{v} }}"),
               ["0pt", "1e20pt", ".nan"]),
    "seed": ("name: corpus\nseed: ⟨{v}\n",
             ["18446744073709551616", "-1", "1e3", "1.0", "0b101"]),
    "mix-weight": ("name: corpus\nconversation: {{ mix: {{ text: ⟨{v} }} }}\n",
                   ["2", "-1", ".nan", "1e300"]),
    "refresh-rate": ("name: corpus\ndeviceOverrides: {{ refreshRate: ⟨{v} }}\n",
                     ["0Hz", "241Hz", "1e300Hz", "59.94Hz", "-60Hz", "120"]),
    "composer-height": ("name: corpus\ndeviceOverrides: {{ composerHeight: ⟨{v} }}\n",
                        ["1e300pt", "-5pt", "10001pt"]),
    "keyboard-height": ("name: corpus\ndeviceOverrides: {{ keyboard: {{ portrait: ⟨{v} }} }}\n",
                        ["1e9pt", "-1pt"]),
    "cost": ("name: corpus\ndeviceOverrides: {{ costs: {{ configureText: ⟨{v} }} }}\n",
             ["1e20µs", "1000001µs", "-1µs", ".nan", "120", "120s", "120μs"]),
    "fail-after": (ENTRY.format("reply: {{ tokens: 10, rate: 10/s, failAfter: ⟨{v} }}"),
                   ["0", "10", "11", "-1", "1e20"]),
}

# Every value on the first key of each group; the values that trapped or ran away on the rest.
for index, (key, template) in enumerate(DURATION_KEYS.items()):
    for value in DURATION_VALUES if index == 0 else DURATION_VALUES[:4] + [".nan", "-1s"]:
        scenario(f"number-{key}-{slug(value)}.yaml", template.format(v=value))
for index, (key, template) in enumerate(COUNT_KEYS.items()):
    for value in COUNT_VALUES if index == 0 else COUNT_VALUES[:4] + ["1.5", "[1]"]:
        scenario(f"number-{key}-{slug(value)}.yaml", template.format(v=value))
for key, (template, values) in RANGE_KEYS.items():
    for value in values:
        scenario(f"number-{key}-{slug(value)}.yaml", template.format(v=value))

# Expectations: value, operator and unit.
for metric, value in [("frames", "9.3e16"), ("frames", '">= 1e19"'), ("hitchTimeRatio", '">= 1e300 ms/s"'),
                      ("peakImageBytes", '"<= 1e7 GiB"'), ("frames", '"<== 5"'), ("frames", '"<= 5 ms"'),
                      ("hitchTimeRatio", '"<= 5 ms"'), ("frames", ".nan"), ("frames", '"!= .inf"'),
                      ("frames", "[1]"), ("frames", "~"), ("frames", '"<="'), ("anchorDriftMax", '"< -1e16 pt"')]:
    scenario(f"expect-{metric.lower()}-{slug(value)}.yaml", f"name: corpus\nexpect:\n  {metric}: ⟨{value}\n")
scenario("expect-unknown-metric.yaml", "name: corpus\nexpect:\n  ⟨framez: 1\n")
scenario("expect-host-metric.yaml", "name: corpus\nexpect:\n  ⟨hostWallSeconds: \"< 1\"\n")
scenario("expect-per-strategy-without-strategies.yaml",
         "name: corpus\nexpect:\n  per-strategy:\n    ⟨flipped:\n      frames: 1\n")
scenario("expect-per-strategy-unlisted.yaml",
         "name: corpus\nstrategies: [natural]\nexpect:\n  per-strategy:\n    ⟨flipped:\n      frames: 1\n")
scenario("expect-nested-per-strategy.yaml",
         "name: corpus\nstrategies: [natural]\nexpect:\n  per-strategy:\n    natural:\n      ⟨per-strategy: 1\n")

# MARK: Wrong types and shapes -----------------------------------------------------------

for name, text in [
    ("type-document-list", "⟨- name: corpus\n"),
    ("type-document-scalar", "⟨just some words\n"),
    ("type-document-number", "⟨42\n"),
    ("type-name-list", "name: ⟨[a, b]\n"),
    ("type-name-number-ok-but-caps", "name: ⟨Corpus\n"),
    ("type-name-null", "name: ⟨~\n"),
    ("type-timeline-scalar", "name: corpus\ntimeline: ⟨5\n"),
    ("type-timeline-mapping", "name: corpus\ntimeline: ⟨{ at: 0s }\n"),
    ("type-entry-scalar", "name: corpus\ntimeline:\n  - ⟨send hi\n"),
    ("type-conversation-list", "name: corpus\nconversation: ⟨[1, 2]\n"),
    ("type-strategies-scalar", "name: corpus\nstrategies: ⟨natural\n"),
    ("type-strategies-empty", "name: corpus\nstrategies: ⟨[]\n"),
    ("type-expect-list", "name: corpus\nexpect: ⟨[frames]\n"),
    ("type-reply-scalar", ENTRY.format("reply: ⟨fast")),
    ("type-send-list", ENTRY.format("send: ⟨[hi]")),
    ("type-send-empty", ENTRY.format("send: ⟨\"\"")),
    ("type-send-nothing", ENTRY.format("send: ⟨{ images: 0 }")),
    ("type-keyboard-bool", ENTRY.format("keyboard: ⟨true")),
    ("type-keyboard-open", ENTRY.format("keyboard: ⟨open")),
    ("type-scroll-to-bottom", ENTRY.format("scrollToBottom: ⟨yes")),
    ("type-stop-words", ENTRY.format("stop: ⟨everything")),
    ("type-expand", ENTRY.format("expand: ⟨images")),
    ("type-distribution", ENTRY.format("reply: { tokens: 5, rate: 5/s, distribution: ⟨poisson }")),
    ("type-device-number", "name: corpus\ndevice: ⟨15\n"),
    ("type-device-unknown", "name: corpus\ndevice: ⟨iphone-99\n"),
    ("type-device-overrides-list", "name: corpus\ndeviceOverrides: ⟨[60Hz]\n"),
    ("type-summary-mapping", "name: corpus\nsummary: ⟨{ a: b }\n"),
    ("type-mix-all-zero", "name: corpus\nconversation: { mix: ⟨{ text: 0 } }\n"),
    ("type-key-null", "name: corpus\n⟨~: 1\n"),
    ("type-key-number", "name: corpus\n⟨7: 1\n"),
]:
    scenario(f"{name}.yaml", text)

# MARK: Missing, unknown and duplicate keys ----------------------------------------------

for name, text in [
    ("missing-name", "⟨summary: no name\n"),
    ("missing-at", "name: corpus\ntimeline:\n  - ⟨send: hi\n"),
    ("missing-tokens", ENTRY.format("reply: ⟨{ rate: 10/s }")),
    ("missing-rate", ENTRY.format("reply: ⟨{ tokens: 10 }")),
    ("missing-action", "name: corpus\ntimeline:\n  - ⟨at: 0s\n"),
    ("missing-drag-distance", ENTRY.format("drag: ⟨{ duration: 1s }")),
    ("two-actions", "name: corpus\ntimeline:\n  - at: 0s\n    send: hi\n    ⟨keyboard: show\n"),
    ("unknown-top", "name: corpus\n⟨duraton: 20s\n"),
    ("unknown-reply", ENTRY.format("reply: { tokens: 10, rate: 10/s, ⟨jiter: 0.1 }")),
    ("unknown-conversation", "name: corpus\nconversation: { ⟨histroy: 10 }\n"),
    ("unknown-cost", "name: corpus\ndeviceOverrides: { costs: { ⟨configureTxt: 1µs } }\n"),
    ("unknown-mix", "name: corpus\nconversation: { mix: { ⟨video: 1 } }\n"),
    ("unknown-action", "name: corpus\ntimeline:\n  - at: 0s\n    ⟨pinch: 2\n"),
    ("unknown-strategy", "name: corpus\nstrategies: [⟨sideways]\n"),
    ("unknown-strategy-option", "name: corpus\nstrategies: [⟨\"flipped(unflip: everything)\"]\n"),
    ("unknown-merge-key", "name: corpus\nbase: &b { seed: 1 }\n⟨<<: *b\n"),
    ("duplicate-top", "name: corpus\nseed: 1\n⟨seed: 2\n"),
    ("duplicate-nested", "name: corpus\nconversation:\n  history: 1\n  ⟨history: 2\n"),
    ("duplicate-in-entry", "name: corpus\ntimeline:\n  - at: 0s\n    ⟨at: 1s\n    send: hi\n"),
    ("duplicate-flow", "name: corpus\nconversation: { pageSize: 1, ⟨pageSize: 2 }\n"),
    ("duplicate-strategies", "name: corpus\nstrategies: [natural, ⟨natural]\n"),
    ("duplicate-strategy-variants", "name: corpus\nstrategies: [\"flipped(unflip: cell, apply: always)\", ⟨\"flipped(apply: always, unflip: cell)\"]\n"),
]:
    scenario(f"{name}.yaml", text)
# Repeated alias keys: keys that are lists (used to print '<uncovertable>').
scenario("duplicate-alias-list-keys.yaml", "name: corpus\na: &x [1]\nb:\n  ⟨*x : 1\n  *x : 2\n")
# Repeated alias of a name: the duplicate is named, at the repeat.
scenario("duplicate-alias-name-keys.yaml", "name: corpus\nx: &k seed\n*k : 1\n⟨*k : 2\n")

# MARK: Semantics ------------------------------------------------------------------------

for name, text in [
    ("semantic-fail-after-zero", ENTRY.format("reply: { tokens: 10, rate: 10/s, failAfter: ⟨0 }")),
    ("semantic-fail-after-all", ENTRY.format("reply: { tokens: 10, rate: 10/s, failAfter: ⟨10 }")),
    ("semantic-stop-without-reply", "name: corpus\ntimeline:\n  - at: ⟨1s\n    stop: reply\n"),
    ("semantic-out-of-order", "name: corpus\ntimeline:\n  - at: 2s\n    send: a\n  - at: ⟨1s\n    send: b\n"),
    ("semantic-after-duration", "name: corpus\nduration: 5s\ntimeline:\n  - at: ⟨6s\n    send: a\n"),
    ("semantic-default-duration-too-long", "name: corpus\ntimeline:\n  - at: ⟨0s\n    reply: { tokens: 131072, rate: 0.1/s }\n"),
    ("semantic-default-duration-slow-thinking", "name: corpus\ntimeline:\n  - at: ⟨10s\n    reply: { tokens: 1, thinking: 100000, rate: 20/s }\n"),
    ("semantic-zero-duration", "name: corpus\nduration: ⟨0s\n"),
    ("semantic-unquoted-variant", "name: corpus\nstrategies: [⟨flipped(unflip: cell)]\n"),
    ("semantic-bad-spec", "name: corpus\nstrategies: [\"flipped(unflip ⟨cell)\"]\n"),
    ("semantic-name-with-space", "name: ⟨my scenario\n"),
    ("semantic-name-path", "name: ⟨../../etc/passwd\n"),
]:
    scenario(f"{name}.yaml", text)
entries = "".join("  - { at: 0s, keyboard: show }\n" for _ in range(1000))
scenario("semantic-too-many-entries.yaml", "name: corpus\ntimeline:\n" + entries + "  - ⟨{ at: 0s, keyboard: hide }\n")

# MARK: Aliases and nesting --------------------------------------------------------------


def doubling(levels, last):
    lines = ["name: corpus", "a0: &a0 [x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}]" for i in range(1, levels + 1)]
    return "\n".join(lines + [last]) + "\n"


def bomb_mark(text):
    """The second alias of line `a14` (15th line of aliases) crosses 100 000 nodes."""
    lines = text.split("\n")
    i = next(n for n, l in enumerate(lines) if l.startswith("a14:"))
    second = lines[i].rindex("*a13")
    lines[i] = lines[i][:second] + MARK + lines[i][second:]
    return "\n".join(lines)


scenario("alias-doubling-key-28.yaml", bomb_mark(doubling(28, "? *a28\n: v")))
scenario("alias-doubling-value-28.yaml", bomb_mark(doubling(28, "x: *a28")))
scenario("alias-doubling-timeline.yaml", bomb_mark(doubling(20, "timeline: *a20")))
scenario("alias-doubling-40.yaml", bomb_mark(doubling(40, "x: *a40")))
# 1 007 nodes before the aliases, 1 001 per alias: the 99th passes 100 000.
scenario("alias-wide-fanout.yaml",
         "name: corpus\nw: &w [" + ", ".join(["x"] * 1000) + "]\nv: [" + ", ".join(["*w"] * 98) + ", ⟨*w, *w]\n")
# 100 012 bytes before the aliases, 100 000 per alias: the 41st passes 4 MiB.
big = "y" * 100_000
scenario("alias-text-bomb.yaml", "name: corpus\ns: &s " + big + "\nt: [" + ", ".join(["*s"] * 40) + ", ⟨*s]\n")
scenario("alias-undefined.yaml", "name: corpus\nseed: ⟨*nothing\n")
scenario("alias-self.yaml", "name: corpus\na: &a [1, ⟨*a]\n")
scenario("alias-as-list-key.yaml", "name: corpus\nx: &k [1]\n⟨*k : 1\n")
scenario("alias-mapping-as-key.yaml", "name: corpus\nx: &k { a: 1 }\n⟨*k : 1\n")
# An alias stands for its anchored node, which keeps the anchor's place.
scenario("alias-anchor-without-node.yaml", "name: corpus\nx: ⟨&a\nseed: *a\n")
# The root mapping is level 1: the 32nd list or mapping inside it is the 33rd level.
scenario("nesting-flow-40.yaml", "name: corpus\nx: " + "[" * 31 + "⟨" + "[" * 9 + "]" * 40 + "\n")
# Past libyaml's own bound (1 000 levels) it stops while scanning ahead, at its start.
scenario("nesting-flow-5000.yaml", "name: corpus\nx: [⟨" + "[" * 4999 + "]" * 5000 + "\n")
scenario("nesting-block-40.yaml", "name: corpus\nx:\n" + "".join(" " * (i + 2) + f"k{i}:\n" for i in range(40)),
         expected="34:34")
scenario("nesting-mixed.yaml", "name: corpus\nx: " + "{a: [" * 15 + "{a: ⟨[" + "1" + "]}" * 16 + "\n")

# MARK: Huge strings and unicode ---------------------------------------------------------

for name, text in [
    ("string-name-10k", "name: ⟨" + "a" * 10_000 + "\n"),
    ("string-summary-2k", "name: corpus\nsummary: ⟨" + "s" * 2_000 + "\n"),
    ("string-send-200k", ENTRY.format("send: ⟨" + "word " * 40_000)),
    ("string-send-map-200k", ENTRY.format("send: { text: ⟨\"" + "w" * 200_000 + "\" }")),
    ("string-key-1000", "name: corpus\n⟨" + "k" * 1000 + ": 1\n"),
    ("string-strategy-10k", "name: corpus\nstrategies: [⟨" + "s" * 10_000 + "]\n"),
    ("string-device-long", "name: corpus\ndevice: ⟨" + "d" * 200 + "\n"),
    ("string-multiline-number", "name: corpus\nseed: ⟨|\n  12\n"),
    ("unicode-name-emoji", "name: ⟨chat-💬\n"),
    ("unicode-name-cyrillic", "name: ⟨сценарий\n"),
    ("unicode-name-rtl-override", "name: ⟨abc\u202edcba\n"),
    ("unicode-name-zero-width", "name: ⟨cor\u200bpus\n"),
    ("unicode-name-fullwidth", "name: ⟨ｃｏｒｐｕｓ\n"),
    ("unicode-key-homoglyph", "name: corpus\n⟨durаtion: 20s\n"),  # Cyrillic а
    ("unicode-digits-fullwidth", "name: corpus\nduration: ⟨２０s\n"),
    ("unicode-digits-arabic", "name: corpus\nconversation: { history: ⟨٣ }\n"),
    ("unicode-minus", "name: corpus\ntimeline:\n  - at: ⟨−1s\n    send: hi\n"),
    ("unicode-greek-mu", "name: corpus\ndeviceOverrides: { costs: { configureText: ⟨120μs } }\n"),
    ("unicode-nbsp-unit", "name: corpus\nduration: ⟨20\u00a0s\n"),
    ("unicode-superscript", "name: corpus\nduration: ⟨1e³s\n"),
    ("unicode-combining", "name: ⟨corpu\u0301s\n"),
    ("unicode-strategy-homoglyph", "name: corpus\nstrategies: [n⟨аtural]\n"),
]:
    scenario(f"{name}.yaml", text)

# MARK: Bad units -------------------------------------------------------------------------

for name, text in [
    ("unit-parsecs", "name: corpus\nduration: ⟨10 parsecs\n"),
    ("unit-sec", "name: corpus\nduration: ⟨10sec\n"),
    ("unit-uppercase", "name: corpus\nduration: ⟨10S\n"),
    ("unit-minutes", "name: corpus\nduration: ⟨1min\n"),
    ("unit-rate-on-duration", "name: corpus\nduration: ⟨10/s\n"),
    ("unit-double", "name: corpus\nduration: ⟨10ms ms\n"),
    ("unit-before-number", "name: corpus\nduration: ⟨s10\n"),
    ("unit-hertz-lowercase", "name: corpus\ndeviceOverrides: { refreshRate: ⟨120hz }\n"),
    ("unit-pt-on-rate", ENTRY.format("reply: { tokens: 1, rate: ⟨10pt }")),
    ("unit-expect-count-with-unit", "name: corpus\nexpect: { hitches: ⟨\"< 5 ms\" }\n"),
    ("unit-expect-bytes-lowercase", "name: corpus\nexpect: { peakImageBytes: ⟨\"< 5 mb\" }\n"),
]:
    scenario(f"{name}.yaml", text)

# MARK: Empty, broken YAML, tabs, BOM, control characters, binary -----------------------

scenario("empty.yaml", "⟨")
scenario("empty-whitespace.yaml", "⟨   \n\n   \n")
scenario("empty-comment.yaml", "⟨# nothing here\n")
scenario("empty-document-marker.yaml", "---\n⟨")
scenario("empty-null.yaml", "⟨~\n")
scenario("yaml-two-documents.yaml", "name: a\n---\nname: b\n", expected="2:1")
# End-of-stream errors are at the end (the message names where the flow or quote opened).
scenario("yaml-unclosed-flow.yaml", "name: corpus\nconversation: { history: 1\n⟨")
scenario("yaml-unclosed-quote.yaml", "name: \"corpus\n⟨")
scenario("yaml-bad-indent.yaml", "name: corpus\nconversation:\n  history: 1\n ⟨pageSize: 2\n")
scenario("yaml-bad-escape.yaml", "name: \"cor⟨\\qpus\"\n")
scenario("yaml-tab-indent.yaml", "name: corpus\nconversation:\n⟨\thistory: 1\n")
scenario("yaml-tab-in-name.yaml", "name: ⟨cor\tpus\n")
scenario("yaml-directive.yaml", "%YAML 2.0\n---\nname: corpus\n", expected="1:1")
scenario("yaml-unknown-tag.yaml", "name: corpus\nseed: ⟨!!binary aGVsbG8=\n")
scenario("yaml-anchor-only.yaml", "name: corpus\nseed: ⟨&a\n")
scenario("yaml-colon-in-key.yaml", "name: corpus\n⟨dura:tion: 1s\n")
scenario("yaml-stray-dash.yaml", "name: corpus\n⟨- 1\n")
scenario("bom-then-unknown-key.yaml", "\ufeffname: corpus\n⟨duraton: 1s\n")
scenario("bom-in-the-middle.yaml", "name: corpus\nsummary: a\n\ufeff⟨seed: 1\n")
scenario("control-bell.yaml", "name: corpus\nsummary: \"ring⟨\u0007\"\n")
scenario("control-escape-sequence.yaml", "name: corpus\nsummary: red⟨\u001b[31m\n")
scenario("control-nul.yaml", "name: corpus\nsummary: abc⟨\u0000def\n")
scenario("control-crlf-unknown-key.yaml", "name: corpus\r\n⟨duraton: 1s\r\n")
# A lone CR ends a line for YAML.
scenario("control-cr-only.yaml", "name: corpus\rduraton: 1s\r", expected="2:1")
scenario("control-vertical-tab.yaml", "name: corpus\nseed: 1⟨\u000b\n")


for name, prefix, junk in [
    ("binary-latin1", "name: corpus\nsummary: caf", b"\xe9\n"),
    ("binary-lone-continuation", "name: corpus\nseed: ", b"\x80\n"),
    ("binary-overlong", "name: corpus\n", b"\xc0\xafname: x\n"),
    ("binary-surrogate", "name: corpus\nsummary: ", b"\xed\xa0\x80\n"),
    ("binary-truncated", "name: corpus\nsummary: ok ", b"\xe2\x82"),
    ("binary-utf16le", "", b"\xff\xfen\x00a\x00m\x00e\x00"),
    ("binary-utf16be", "", b"\xfe\xff\x00n\x00a\x00m\x00e"),
    ("binary-utf32", "", b"\x00\x00\xfe\xff\x00\x00\x00n"),
    ("binary-after-unicode", "name: corpus\nsummary: ✓ é ", b"\xff\n"),
]:
    scenario(f"{name}.yaml", prefix.encode("utf-8") + junk)

rng = random.Random(20_240_609)
for n in range(8):
    junk = bytes(rng.randrange(256) for _ in range(rng.randrange(16, 400)))
    scenario(f"binary-random-{n}.yaml", junk)
scenario("binary-zeros.yaml", b"\x00" * 64, "1:1")
scenario("binary-elf-header.yaml", b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 56, "1:1")
scenario("binary-gzip.yaml", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + bytes(range(200, 256)))

# A file past 1 MiB: refused where it crosses the bound, byte 1 048 576.
oversized = ("name: corpus\n" + ("# " + "x" * 1021 + "\n") * 1030).encode("utf-8")
before = oversized[:1 << 20].decode("utf-8")
scenario("size-over-1mib.yaml", oversized,
         f"{before.count(chr(10)) + 1}:{len(before) - (before.rfind(chr(10)) + 1) + 1}")

# MARK: Device profiles ------------------------------------------------------------------

PROFILE = """name: {name}
viewport: {{ width: {width}, height: 852pt }}
scale: {scale}
refreshRate: {rate}
safeArea:
  portrait: {{ top: {top}, bottom: 34pt }}
  landscape: {{ top: 0pt, bottom: 21pt }}
keyboard: {{ portrait: {keyboard}, landscape: 209pt }}
composerHeight: {composer}
costs:
  snapshotBuildPerItem: 0.15µs
  diffPerItem: {diff}
  applyFixed: 120µs
  animatedApplyFixed: 350µs
  animatedApplyPerItem: 20µs
  cellDequeue: 12µs
  cellCreate: 220µs
  configureText: 45µs
  configureImage: 70µs
  configureThinking: 60µs
  configureCode: 90µs
  configureTypingIndicator: 25µs
  configureDateSeparator: 12µs
  configureLoadingOlder: 12µs
  textLayoutPerCharacter: 0.35µs
  markdownParsePerCharacter: 0.8µs
  thinkParsePerCharacter: 0.02µs
  imageDecodePerMegapixel: 1500µs
  layoutPassPerVisibleItem: 4µs
  selfSizingMeasure: 150µs
  bodyEvaluationFixed: 60µs
  forEachDiffPerRow: 0.25µs
  rowBodyEvaluation: 30µs
  rowCreate: 180µs
  jsonEncodePerByte: 0.02µs
  jsonDecodePerByte: 0.015µs
  dateFormatterCreate: 30µs
  linearScanPerElement: 0.02µs
"""
DEFAULTS = dict(width="393pt", scale="3", rate="120Hz", top="59pt", keyboard="336pt", composer="60pt", diff="0.6µs")


def profile(name, **changes):
    values = dict(DEFAULTS, name=name, **changes)
    add("devices", f"{name}.yaml", PROFILE.format(**values))


for field, values in [
    ("width", ["⟨0pt", "⟨1e300pt", "⟨-393pt", "⟨99pt", "⟨.nan", "⟨393"]),
    ("scale", ["⟨0", "⟨100", "⟨.inf", "⟨3x"]),
    ("rate", ["⟨0Hz", "⟨1000Hz", "⟨119.5Hz", "⟨1e300Hz"]),
    ("top", ["⟨-59pt", "⟨1e9pt"]),
    ("keyboard", ["⟨1e20pt", "⟨-1pt"]),
    ("composer", ["⟨1e300pt", "⟨[60pt]"]),
    ("diff", ["⟨1e20µs", "⟨-0.6µs", "⟨.nan", "⟨0.6", "⟨0.6ns"]),
]:
    for value in values:
        profile(f"device-{field}-{slug(value.replace(MARK, ''))}", **{field: value})
add("devices", "device-name-mismatch.yaml", PROFILE.format(**dict(DEFAULTS, name="⟨other-phone")))
add("devices", "device-missing-costs.yaml", PROFILE.format(**dict(DEFAULTS, name="device-missing-costs")).split("costs:")[0]
    .replace("name:", "⟨name:", 1))
add("devices", "device-unknown-key.yaml", PROFILE.format(**dict(DEFAULTS, name="device-unknown-key")) + "⟨notch: 30pt\n")
add("devices", "device-empty.yaml", "⟨")
add("devices", "device-alias-bomb.yaml", bomb_mark(doubling(28, "x: *a28").replace("name: corpus", "name: device-alias-bomb")))
add("devices", "device-binary.yaml", b"\x89PNG\r\n\x1a\n" + b"\x00" * 32, "1:1")
add("devices", "device-list.yaml", "⟨- name: device-list\n")

# MARK: Baselines, logs, histories and flags ---------------------------------------------
#
# Inputs of the newer verbs, each refused with exit 2 and its place: a baseline through
# `compare`, an event log through `import`, a history through `history`, a flag through the
# verb that takes it. verbs.tsv lists `case<TAB>arguments<TAB>the start of the error line`,
# where {file} is the case's file, {out} a scratch folder and {scenario} a small valid
# scenario the test writes.

verb_cases = []  # (case, arguments, expected error prefix)
verb_files = []  # (folder, name, bytes)

BASELINE_RUN = ('{"scenario": "s", "strategy": "natural", "device": "iphone-15-pro", "seed": 7, '
                '"metrics": {METRICS}EXTRA}')


def baseline(name, metrics='"frames": 240', extra="", run=None, root=None, error=None):
    """A baseline `compare` must refuse; `error`: the start of its message, placed at the
    text's ⟨ mark (`Error: FILE:LINE:COLUMN: error`)."""
    run = run if run is not None else BASELINE_RUN.replace("METRICS", metrics).replace("EXTRA", extra)
    text = root if root is not None else ('{"format": "chatrig-baseline", "schemaVersion": 1, '
                                          '"tool": {"name": "chatrig", "version": "0.1.0"}, "runs": [\n' + run + '\n]}\n')
    expected = "Error: {file}: "
    if error is not None:
        text, marked = place(text)
        expected = "Error: {file}:" + marked + ": " + error
    verb_files.append(("baselines", name, text.encode() if isinstance(text, str) else text))
    verb_cases.append((f"baselines/{name}", "compare {file} {file}", expected))


for value in ["1e308", "9.3e16", "1e17", "-1", "2.5", "true", '"240"', "null", "1e400"]:
    baseline(f"baseline-frames-{slug(value)}.json", f'"frames": {value}')
baseline("baseline-duplicateloadmore-minus1.json", '"frames": 240, "duplicateLoadMore": -1')
baseline("baseline-host-sample-minus1.json", extra=', "hostSamples": {"hostWallSeconds": [-1]}')
baseline("baseline-host-sample-1e17.json", extra=', "hostSamples": {"hostWallSeconds": [1e17]}')
baseline("baseline-gate-relative-11.json", extra=', "gate": {"frames": {"relative": 11}}')
baseline("baseline-gate-absolute-1e16.json", extra=', "gate": {"frames": {"absolute": 1e16}}')
baseline("baseline-seed-minus1.json", run=BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", "").replace('"seed": 7', '"seed": -1'))
baseline("baseline-seed-2e64.json", run=BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", "").replace('"seed": 7', '"seed": 18446744073709551616'))
baseline("baseline-seed-fraction-above-2e53.json",
         run=BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", "").replace('"seed": 7', '"seed": 9007199254740993.0'))
baseline("baseline-duration-1e300.json", extra=', "duration": 1e300')
baseline("baseline-schema-string.json", root='{"format": "chatrig-baseline", "schemaVersion": "1", "runs": []}')
baseline("baseline-null.json", root="null")
baseline("baseline-truncated.json", root='{"format": "chatrig-baseline", "schemaVersion": 1, "runs": [{' + MARK + '"scen',
         error="a string is not closed (truncated?)")
baseline("baseline-deep.json", root="[" * 512 + MARK + "[" * 99488 + "]" * 100000,
         error="nested deeper than 512 levels of arrays and objects")
# Foundation's parser takes these silently (the last key wins; the comma is skipped).
baseline("baseline-duplicate-key.json", '"frames": 240, ' + MARK + '"frames": 250',
         error="the key 'frames' appears twice in one object (first at column ")
baseline("baseline-duplicate-escaped-key.json", '"frames": 240, ' + MARK + '"fr\\u0061mes": 250',
         error="the key 'frames' appears twice in one object (first at column ")
baseline("baseline-duplicate-run-key.json", run=BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", ', ' + MARK + '"seed": 8'),
         error="the key 'seed' appears twice in one object (first at column ")
baseline("baseline-trailing-comma-metrics.json", '"frames": 240' + MARK + ',', error="a trailing comma before '}'")
baseline("baseline-trailing-comma-runs.json",
         run=BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", "") + MARK + ",", error="a trailing comma before ']'")
verb_cases.append(("devnull-baseline", "compare /dev/null /dev/null", "Error: /dev/null: it is a device, not a regular file"))
baseline("baseline-shard-count-0.json",
         root='{"schemaVersion": 1, "tool": {"name": "chatrig", "version": "0.1.0"}, '
              '"shard": {"index": 1, "count": 0, "totalRuns": 1, "positions": [0]}, "runs": [' + BASELINE_RUN.replace("METRICS", '"frames": 1').replace("EXTRA", "") + ']}')


def log(name, lines, line, error=""):
    verb_files.append(("logs", name, ("\n".join(lines) + "\n").encode()))
    verb_cases.append((f"logs/{name}", "import {file} --out {out}/imported.yaml", "{file}:" + str(line) + ": error: " + error))


SENT = '{"t": 1, "event": "sent", "chars": 5}'
for value in ["1e16", "1e300", "3601", "-1"]:
    log(f"log-t-{slug(value)}.jsonl", [SENT.replace('"t": 1', f'"t": {value}')], 1)
for value in ["400000", "2e9", "-3", "2.5"]:
    log(f"log-chars-{slug(value)}.jsonl", [SENT.replace('"chars": 5', f'"chars": {value}')], 1)
log("log-tokens-5000.jsonl", ['{"t": 1, "event": "chunk", "chars": 4, "tokens": 5000}'], 1)
log("log-viewport-20000.jsonl", ['{"t": 1, "event": "viewport", "width": 20000, "height": 800}'], 1)
log("log-keyboard-1e300.jsonl", ['{"t": 1, "event": "keyboard", "height": 1e300}'], 1)
log("log-page-1e300.jsonl", ['{"t": 1, "event": "pageArrived", "messages": 1e300}'], 1)
log("log-history-2e6.jsonl", ['{"t": 0, "event": "session", "history": 2000000}'], 1)
log("log-scroll-offset-1e300.jsonl",
    ['{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 2, "offset": 1e300, "velocity": 0}]}'], 1)
log("log-scroll-sample-t-1e300.jsonl",
    ['{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 1e300, "offset": 5, "velocity": 0}]}'], 1)
log("log-50-chunks-one-instant.jsonl",
    ['{"t": 1, "event": "replyStarted"}'] + ['{"t": 2, "event": "chunk", "chars": 40, "tokens": 10}'] * 50, 1)
log("log-1001-entries.jsonl", [f'{{"t": {i / 1000}, "event": "sent", "chars": 3}}' for i in range(1001)], 1001)
log("log-ends-at-3599-5.jsonl", [SENT, SENT.replace('"t": 1', '"t": 3599.5')], 2)
log("log-backwards.jsonl", [SENT.replace('"t": 1', '"t": 5'), SENT], 2)
# JSONDecoder takes the first of a repeated key and skips a trailing comma.
log("log-duplicate-key.jsonl", [SENT, SENT.replace('}', ', "chars": 50000}')], 2,
    "is not valid JSON: column 39: the key 'chars' appears twice in one object (first at column 27)")
log("log-trailing-comma.jsonl", [SENT.replace('}', ',}')], 1, "is not valid JSON: column 37: a trailing comma before '}'")


def history(name, data):
    verb_files.append(("histories", name, data))
    verb_cases.append((f"histories/{name}", "history {file}", "Error: {file}: "))


history("history-text.sqlite", b"not a database, just text\n")
history("history-empty.sqlite", b"")
history("history-header-only.sqlite", b"SQLite format 3\0")
history("history-binary.sqlite", bytes(random.Random(19).getrandbits(8) for _ in range(4096)))

for shard in ["-1/2", "9223372036854775807/9223372036854775807", "1/4611686018427387904", "1000000000/1000000000",
              "1/4294967296", "1/100000000", "0/0", "two"]:
    verb_cases.append((f"flag-shard-{slug(shard)}", "run {scenario} --shard " + shard + " --out {out}/report",
                       f"Error: --shard: invalid shard '{shard}'"))
for resolution in ["1e-18/s", "0/s", "-5/s"]:
    verb_cases.append((f"flag-resolution-{slug(resolution)}", "sweep {scenario} --rate 20/s...400/s --resolution " + resolution,
                       "--resolution: error: "))
for seed in ["-1", "18446744073709551616", "1e3"]:
    verb_cases.append((f"flag-seed-{slug(seed)}", "run {scenario} --seed " + seed + " --out {out}/report", "Error: "))

# MARK: Exports (calibrate) --------------------------------------------------------------
# xctrace exports `calibrate` must refuse, each at its place: the ids, times and documents a
# hostile probe crashed, hung or exhausted the reader with. Column numbers are where libxml2
# reports an element (its start tag's end); the marker gives the line.

EXPORT_SCHEMA = ('<schema name="os-signpost"><col><mnemonic>time</mnemonic></col><col><mnemonic>event-type</mnemonic></col>'
                 '<col><mnemonic>identifier</mnemonic></col><col><mnemonic>name</mnemonic></col></schema>')


def export_row(time, kind, identifier='id="1"', name="cellCreate"):
    return (f'<row><event-time>{time}</event-time><event-type>{kind}</event-type>'
            f'<os-signpost-identifier {identifier}>7</os-signpost-identifier><signpost-name>{name}</signpost-name></row>')


def export(name, body, place, error, prolog='<?xml version="1.0"?>\n'):
    """An export `calibrate` must refuse with `error` at `place` ('line:column' or '')."""
    text = body if body.startswith("<?xml") or body.startswith("<!") else prolog + body
    verb_files.append(("exports", name, text.encode()))
    where = "{file}:" + place + ": " if place else "{file}: "
    verb_cases.append((f"exports/{name}", "calibrate {file} --device iphone-15-pro --out {out}/calibrated.yaml", where + error))


def export_table(rows):
    return "<trace-query-result><node>" + EXPORT_SCHEMA + "\n" + "\n".join(rows) + "\n</node></trace-query-result>\n"


export("export-id-minus1.xml", export_table([export_row(10, "Begin", 'id="-1"')]), "3:94",
       "trace-query-result/node[1]/row[1]/os-signpost-identifier: id=\"-1\" is not a whole number from 0 to 9223372036854775807")
export("export-ref-minus5.xml", export_table([export_row(10, "Begin", 'ref="-5"')]), "3:95",
       "trace-query-result/node[1]/row[1]/os-signpost-identifier: ref=\"-5\" is not a whole number from 0 to 9223372036854775807")
# Read in bounded memory past ids of 2^63 - 1 and 2^34 (a 2^60-byte allocation, 4.2 GB), then refused at a later row.
for big in ["9223372036854775807", "17179869184"]:
    export(f"export-id-{big}.xml", export_table([export_row(10, "Event", f'id="{big}"', "x"), export_row(11, "Event", f'ref="{big}"', "x"),
                                                 export_row("soon", "Begin", 'id="2"')]), "5:5",
           "trace-query-result/node[1]/row[3]/time: the event time 'soon' is not a whole number of nanoseconds from 0 (the recording's start)")
export("export-begin-int64-min.xml", export_table([export_row(-9223372036854775808, "Begin"), export_row(9223372036854775807, "End", 'ref="1"')]),
       "3:5", "trace-query-result/node[1]/row[1]/time: the event time '-9223372036854775808' is not a whole number of nanoseconds from 0 (the recording's start)")
export("export-end-before-begin.xml", export_table([export_row(500, "Begin"), export_row(100, "End", 'ref="1"')]),
       "4:5", "trace-query-result/node[1]/row[2]/time: the End at 100 ns comes before its Begin at 500 ns")
entities = "".join(f'<!ENTITY e{i} "{"&e%d;" % (i - 1) * 4 if i else "x" * 64}">' for i in range(12))
export("export-dtd-internal-entities.xml", '<?xml version="1.0"?>\n<!DOCTYPE trace-query-result [' + entities + ']>\n'
       + "<trace-query-result><node>" + EXPORT_SCHEMA + "<row><event-time>&e11;</event-time></row></node></trace-query-result>\n", "2:1",
       "a document type declaration (<!DOCTYPE …>) is refused: xctrace exports have none, and its entities would be expanded without bound")
export("export-parameter-entity.xml", '<?xml version="1.0"?>\n<!DOCTYPE t [<!ENTITY % p "<!ENTITY q \'x\'>"> %p;]>\n<trace-query-result/>\n',
       "2:1", "a document type declaration (<!DOCTYPE …>) is refused")
export("export-xml-1-1.xml", '<?xml version="1.1"?>\n<trace-query-result/>\n', "1:1",
       "not an xctrace export: XML version 1.1; xctrace writes XML 1.0")
export("export-100000-unclosed.xml", "<trace-query-result><node>" + EXPORT_SCHEMA + "<row>" + "<a>" * 100_000, "2:313",
       "trace-query-result/node[1]/row[1]/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a: elements nested deeper than 32 levels")
export("export-value-70000-bytes.xml", export_table(["<row><event-time>" + "1" * 70_000 + "</event-time></row>"]), "3:70018",
       "trace-query-result/node[1]/row[1]/event-time: a value longer than 65536 bytes")
export("export-empty.xml", "", "", "not an xctrace export: the file is empty", prolog="")
# Durations of hours: the fitted cost is above the profile's bound, named at the longest interval's End row.
export("export-durations-of-hours.xml", export_table(
    sum(([export_row(i * 10_000_000_000_000, "Begin", f'id="{100 + i}"'), export_row(i * 10_000_000_000_000 + 3_600_000_000_000 + i, "End", f'ref="{100 + i}"')]
         for i in range(6)), [])), "14:5",
       "trace-query-result/node[1]/row[12]/time: cellCreate fits to ")
verb_cases.append(("devnull-export", "calibrate /dev/null --device iphone-15-pro --out {out}/calibrated.yaml",
                   "/dev/null: it is a device, not a regular file"))

# MARK: Streams (validate) --------------------------------------------------------------
# Recorded streams of the formats read since issue 39 — Ollama NDJSON, OpenAI Responses SSE,
# Gemini SSE, reasoning deltas — malformed, truncated, huge or with control characters, each
# replayed by a scenario beside it (`NAME.yaml` names `NAME`) and refused at its line and
# column in the transcript. The expected message is filled in from the reader's own wording.

STREAM_SCENARIO = ("name: hostile-stream\nstrategies: [natural]\nconversation: {{ history: 20 }}\ntimeline:\n"
                   "  - at: 0.1s\n    send: \"Hi\"\n  - at: 0.1s\n    reply: {{ transcript: {name}, dialect: {dialect} }}\n"
                   "duration: 5s\n")


def stream(name, dialect, text, place, error):
    """A transcript `validate` must refuse with `error` at `place` ('line:column')."""
    data = text.encode() if isinstance(text, str) else text
    verb_files.append(("streams", name, data))
    verb_files.append(("streams", name + ".yaml", STREAM_SCENARIO.format(name=name, dialect=dialect).encode()))
    verb_cases.append((f"streams/{name}", "validate {file}.yaml", "{file}:" + place + ": error: " + error))


def ollama_line(text, at, done=False, extra=""):
    return ('{"model":"gemma3","created_at":"2025-10-17T23:14:07.%06dZ","response":%s,"done":%s%s}'
            % (at, json.dumps(text), "true" if done else "false", extra))


OLLAMA = [ollama_line("The", 262000), ollama_line(" sky", 275500), ollama_line(" is", 289000)]
OLLAMA_DONE = ollama_line("", 329000, done=True, extra=',"done_reason":"stop"')
stream("ollama-truncated.ndjson", "ollama", "\n".join(OLLAMA) + "\n", "3:1",
       'stream ends without its terminal event (a line with "done": true)')
stream("ollama-unclosed-object.ndjson", "ollama", "\n".join(OLLAMA[:2] + [OLLAMA[2][:-1], OLLAMA_DONE]) + "\n", "3:1",
       "malformed JSON in data payload: ")
stream("ollama-control-character.ndjson", "ollama",
       "\n".join(OLLAMA[:1] + [OLLAMA[1].replace(" sky", " s\x1b[2Jky"), OLLAMA_DONE]) + "\n", "2:1", "malformed JSON in data payload: ")
stream("ollama-nul.ndjson", "ollama", "\n".join(OLLAMA[:2] + [OLLAMA[2].replace(" is", " i\x00s"), OLLAMA_DONE]) + "\n", "3:1",
       "malformed JSON in data payload: ")
stream("ollama-created-at-month-13.ndjson", "ollama",
       "\n".join(OLLAMA[:1] + [OLLAMA[1].replace("2025-10-17", "2025-13-17"), OLLAMA_DONE]) + "\n", "2:32", "invalid created_at '2025-13-17T23:14:07.275500Z'")
stream("ollama-created-at-missing.ndjson", "ollama",
       "\n".join(OLLAMA[:1] + ['{"model":"gemma3","response":" sky","done":false}', OLLAMA_DONE]) + "\n", "2:1", "invalid created_at (missing)")
stream("ollama-created-at-backwards.ndjson", "ollama",
       "\n".join([OLLAMA[1], OLLAMA[0], OLLAMA_DONE]) + "\n", "2:32", "timestamp 'created_at' is earlier than the previous event")
# One line of a megabyte that never closes: read in bounded time and memory, refused at its line.
stream("ollama-huge-unclosed-line.ndjson", "ollama", OLLAMA[0] + "\n" + ollama_line("x" * 1_000_000, 275500)[:-2] + "\n", "2:1",
       "malformed JSON in data payload: ")


def sse(events):
    return "".join(f"event: {kind}\ndata: {json.dumps(payload, separators=(',', ':'))}\n\n" if kind else
                   f"data: {json.dumps(payload, separators=(',', ':'))}\n\n" for kind, payload in events)


RESPONSES = [("response.created", {"type": "response.created", "sequence_number": 0,
                                   "response": {"id": "resp_1", "object": "response", "status": "in_progress", "output": []}}),
             ("response.output_text.delta", {"type": "response.output_text.delta", "sequence_number": 1, "item_id": "msg_1",
                                             "output_index": 0, "content_index": 0, "delta": "Hello"})]
RESPONSES_DONE = ("response.completed", {"type": "response.completed", "sequence_number": 9,
                                         "response": {"id": "resp_1", "object": "response", "status": "completed"}})
stream("responses-truncated.sse", "openai-responses", ": t=10ms\n" + sse(RESPONSES), "7:1", "stream ends without its terminal event (event: response.completed)")
stream("responses-malformed-delta.sse", "openai-responses",
       ": t=10ms\n" + sse(RESPONSES).replace('"delta":"Hello"}', '"delta":"Hello"') + sse([RESPONSES_DONE]), "6:1",
       "malformed JSON in data payload: ")
stream("responses-control-character.sse", "openai-responses",
       ": t=10ms\n" + sse(RESPONSES).replace("Hello", "He\x07llo") + sse([RESPONSES_DONE]), "6:1", "malformed JSON in data payload: ")
stream("responses-reasoning-summary-malformed.sse", "openai-responses",
       ": t=10ms\n" + sse(RESPONSES[:1]) + 'event: response.reasoning_summary_text.delta\ndata: {"type":"response.reasoning_summary_text.delta",'
       '"item_id":"rs_1","delta":"Think\n\n' + sse([RESPONSES_DONE]), "6:1", "malformed JSON in data payload: ")

GEMINI = [(None, {"candidates": [{"content": {"parts": [{"text": "Considering.", "thought": True}], "role": "model"}, "index": 0}]}),
          (None, {"candidates": [{"content": {"parts": [{"text": "Once upon a time"}], "role": "model"}, "index": 0}]})]
GEMINI_DONE = (None, {"candidates": [{"content": {"parts": [{"text": "."}], "role": "model"}, "finishReason": "STOP", "index": 0}]})
stream("gemini-truncated.sse", "gemini", ": t=10ms\n" + sse(GEMINI), "5:1", 'stream ends without its terminal event (a chunk with "finishReason")')
stream("gemini-malformed.sse", "gemini", ": t=10ms\n" + sse(GEMINI[:1]) + 'data: {"candidates": [{"content": \n\n' + sse([GEMINI_DONE]),
       "4:1", "malformed JSON in data payload: ")
stream("gemini-thought-control-character.sse", "gemini",
       ": t=10ms\n" + sse(GEMINI).replace("Considering.", "Consid\x1b]0;owned\x07ering.") + sse([GEMINI_DONE]), "2:1", "malformed JSON in data payload: ")

ANTHROPIC = [("message_start", {"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant", "content": []}}),
             ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": {"type": "thinking", "thinking": ""}}),
             ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": {"type": "thinking_delta", "thinking": "Let me"}})]
stream("anthropic-thinking-truncated.sse", "anthropic", ": t=10ms\n" + sse(ANTHROPIC), "10:1", "stream ends without its terminal event (event: message_stop)")
stream("anthropic-thinking-delta-malformed.sse", "anthropic",
       ": t=10ms\n" + sse(ANTHROPIC).replace('"thinking":"Let me"}}', '"thinking":"Let me"}') + sse([("message_stop", {"type": "message_stop"})]),
       "9:1", "malformed JSON in data payload: ")

# MARK: Write ----------------------------------------------------------------------------

if os.path.isdir(ROOT):
    shutil.rmtree(ROOT)
for folder in ("scenarios", "devices"):
    os.makedirs(os.path.join(ROOT, folder))
SYNTAX_CLASSES = ("yaml-", "control-", "binary-", "bom-in-the-middle", "alias-undefined", "alias-self")
rows = []
for folder, name, data, expected in cases:
    with open(os.path.join(ROOT, folder, name), "wb") as file:
        file.write(data)
    kind = "syntax" if name.startswith(SYNTAX_CLASSES) else "value"
    rows.append(f"{folder}/{name}\t{expected}\t{kind}")
for folder, name, data in verb_files:
    os.makedirs(os.path.join(ROOT, folder), exist_ok=True)
    with open(os.path.join(ROOT, folder, name), "wb") as file:
        file.write(data)
with open(os.path.join(ROOT, "verbs.tsv"), "w") as file:
    file.write("# case\targuments ({file}: the case's file, {out}: a scratch folder, {scenario}: a valid scenario)"
               "\tthe start of the error line — written by scripts/make-hostile-corpus.py\n")
    file.write("\n".join("\t".join(case) for case in verb_cases) + "\n")
with open(os.path.join(ROOT, "expected.tsv"), "w") as file:
    file.write("# file\tline:column of the error chatrig validate must report\tsyntax or value error"
               " — written by scripts/make-hostile-corpus.py\n")
    file.write("\n".join(rows) + "\n")
print(f"{len(cases)} files and {len(verb_cases)} verb cases in {os.path.relpath(ROOT)}", file=sys.stderr)
