#!/usr/bin/env python3
"""Writes Scenarios/conversations/sample.jsonl, the bundled sample conversation export.

Real dialogs from chatterbot-corpus 1.3.3 (BSD-3-Clause, Gunther Cox; `pip download
chatterbot-corpus==1.3.3`) in several languages and scripts, interleaved with long assistant
answers written for this repository (long_answers.py), as one conversation in the export
format `chatrig history import` reads (Scenarios/README.md). Deterministic: the same corpus
gives the same bytes.

    python3 scripts/conversations/make_sample_export.py CORPUS_DATA_DIR > Scenarios/conversations/sample.jsonl
    chatrig history import Scenarios/conversations/sample.jsonl --out Scenarios/conversations/sample.sqlite
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
from long_answers import LONG_ANSWERS, SHORT_EXCHANGES  # noqa: E402

LANGUAGES = ["english", "chinese", "japanese", "korean", "hebrew", "persian", "russian", "hindi", "spanish", "german"]
PER_LANGUAGE = 150
PHOTO_SIZES = [(4032, 3024), (3024, 4032), (1179, 2556), (1290, 2796), (1920, 1080), (1024, 1024)]


def dialogs(data: Path):
    """The first ``PER_LANGUAGE`` dialogs of each chosen language, files in name order:
    (language, utterances)."""
    for language in LANGUAGES:
        taken = 0
        for path in sorted((data / language).glob("*.yml")):
            if path.name == "botprofile.yml":
                continue
            document = yaml.safe_load(path.read_text(encoding="utf-8"))
            for dialog in document.get("conversations") or []:
                lines = [str(line).strip() for line in dialog if str(line).strip()]
                if len(lines) >= 2 and taken < PER_LANGUAGE:
                    taken += 1
                    yield language, lines


def main() -> None:
    data = Path(sys.argv[1])
    rng = random.Random(40)
    clock = datetime(2025, 6, 2, 8, 0, 0, tzinfo=timezone.utc)
    number = 0
    out = sys.stdout

    def emit(role: str, text: str, attachments=None):
        nonlocal clock, number
        number += 1
        record = {"id": f"m{number:05d}", "role": role, "text": text,
                  "createdAt": clock.isoformat(timespec="milliseconds").replace("+00:00", "Z")}
        if attachments:
            record["attachments"] = [{"width": w, "height": h} for w, h in attachments]
        out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
        # Within a session: 2-45 s for an answer, 4-120 s before the next question.
        clock += timedelta(milliseconds=rng.randint(2_000, 45_000) if role == "user" else rng.randint(4_000, 120_000))

    long_index = 0
    for session, (language, lines) in enumerate(dialogs(data)):
        if session and rng.random() < 0.15:
            clock += timedelta(minutes=rng.randint(20, 3 * 24 * 60))  # a new session, up to three days later
        if rng.random() < 0.05:
            photos = [rng.choice(PHOTO_SIZES) for _ in range(rng.randint(1, 4))]
            emit("user", "" if rng.random() < 0.5 else "What do you think of these?", photos)
            emit("assistant", "Nice photos! 📸")
        for index, line in enumerate(lines):
            emit("user" if index % 2 == 0 else "assistant", line)
        if session % 12 == 4:
            question, answer = LONG_ANSWERS[long_index % len(LONG_ANSWERS)]
            long_index += 1
            emit("user", question)
            emit("assistant", answer)
            follow_up, reply = SHORT_EXCHANGES[session % len(SHORT_EXCHANGES)]
            emit("user", follow_up)
            emit("assistant", reply)


if __name__ == "__main__":
    main()
