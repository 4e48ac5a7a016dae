# ChatRig — the two commands a fresh machine needs:
#   make run    install what is missing, build, replay the bundled scenario suite,
#               write reports/latest/
#   make test   install what is missing, run every test (XCTest, then Swift Testing),
#               then the example package's

SWIFT ?= swift
CHATRIG := .build/release/chatrig

.PHONY: run test test-example test-uikit-example build deps bench clean

deps:
	@./scripts/install-system-deps.sh
	@./scripts/install-chromium.sh

build: deps
	$(SWIFT) build -c release --product chatrig

run: build
	$(CHATRIG) run Scenarios --out reports/latest

test: deps
	$(SWIFT) test
	$(MAKE) test-example

# Examples/MessagesCoordinator: a team's own package that depends on ChatRig by path, with
# its own coordinator, scenario, test and executable. It builds ChatRig's modules again
# into its own .build (the first time: minutes; afterwards: seconds).
test-example: deps
	$(SWIFT) test --package-path Examples/MessagesCoordinator

# Examples/UIKitChat: a UIKit-style chat screen rehearsed through ChatRigUIKit, with its gate.
test-uikit-example: deps
	$(SWIFT) test --package-path Examples/UIKitChat

# Micro-benchmarks (ordo-one/benchmark): `make bench` or `swift package benchmark`.
bench: deps
	$(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build

# Fuzzing (Fuzz/, libFuzzer; a package of its own, so nothing above builds with sanitizers):
#   make fuzz         replay every regression input and seed, then fuzz each target
#                     FUZZ_SECONDS (default 60) — FUZZ_KEEP_GOING=1 collects every finding
#   make fuzz-smoke   the same with 20 s per target, 8 s for the two JSON readers
#                     (CI runs it after `make test`)
.PHONY: fuzz fuzz-smoke
FUZZ_SECONDS ?= 60

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh

fuzz-smoke: deps
	FUZZ_SECONDS=20 FUZZ_READER_SECONDS=8 Fuzz/fuzz.sh
