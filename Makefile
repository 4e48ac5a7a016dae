# ChatRig — the two commands a fresh machine needs:
#   make run    install the C libraries running needs when missing (SQLite, jemalloc), build,
#               replay the bundled scenario suite, write reports/latest/
#   make test   install what is missing — the C libraries and Chromium, which the browser
#               test of report.html renders the page in — check the sources for what differs
#               between macOS and Linux (scripts/check-portability.sh), run every test (XCTest, then
#               Swift Testing), the examples' among them (Package.swift builds Examples/'
#               sources in the one build), and check Examples/Package.swift loads

SWIFT ?= swift
CHATRIG := .build/release/chatrig

.PHONY: run test test-example build deps test-deps bench clean

# What building and running need: nothing more, so a first `make run` stays short.
deps:
	@./scripts/install-system-deps.sh

# What the tests need on top: GNU time on Linux, through which the hostile-corpus tests read a
# child's own peak memory, and Chromium, for the browser test of report.html.
test-deps:
	@./scripts/install-system-deps.sh --tests
	@./scripts/install-chromium.sh

# Only the `chatrig` product, optimized (the replay's host figures mean something only from an
# optimized build), without debug info (-gnone): the same machine code, 5–9% less compile CPU a
# module (ListDiff, ChatModel, Mocks: -g against -gnone, two alternations each), a quarter less
# link CPU and a 17 MB executable instead of 44 MB (both measured while Storage used GRDB; 13 MB
# since). The build is CPU-bound on two cores (its jobs' CPU halved exceeds its longest chain),
# so CPU saved is time saved: Storage calls SQLite's C API itself rather than through GRDB, which
# was 22% of this build's CPU (user+sys of a fresh-clone `make run` on the same loaded 2-core
# machine: 494 s with GRDB, 377 s without). Debugging a crash in the replay:
# `swift build -c release` (with debug info; switching between the two rebuilds), or
# `make run RELEASE_FLAGS=`.
RELEASE_FLAGS ?= -Xswiftc -gnone

build: deps
	$(SWIFT) build -c release --product chatrig $(RELEASE_FLAGS)

run: build
	$(CHATRIG) run Scenarios --out reports/latest

# `make test` builds without debug info (-gnone): a quarter less compile CPU on a test module
# (0.91 → 0.69 s, five alternations) and a smaller test binary to link, and running the
# tests needs no debugger — a failed expectation names its file and line through the test
# macros, a crash's backtrace names its functions. Debugging: `swift test` (with debug info;
# switching between the two rebuilds), or `make test TEST_FLAGS=`.
TEST_FLAGS ?= -Xswiftc -gnone

test: test-deps
	./scripts/check-portability.sh
	$(SWIFT) test $(TEST_FLAGS)
	$(SWIFT) package --package-path Examples dump-package > /dev/null

# Examples/: one package (Examples/Package.swift) that depends on ChatRig by path, with a
# library, tests and optionally an executable per example (MessagesCoordinator: a team's
# coordinator, scenario, test and own chatrig; UIKitChat: a UIKit-style screen rehearsed
# through ChatRigUIKit, with its gate). It builds ChatRig's modules once for every
# example, into Examples/.build (the first time: minutes; afterwards: seconds). A new example
# is a folder and one entry in that manifest's `examples`; this target then runs its tests.
# `make test` runs the same tests from the root package's build (its example targets), so
# CI compiles ChatRig once; a new example gets its targets there too.
test-example: deps
	$(SWIFT) test --package-path Examples

# Micro-benchmarks (ordo-one/benchmark), a package of their own (Benchmarks/Package.swift) so
# that neither `make run` nor `make test` builds package-benchmark:
#   make bench                      every benchmark
#   make bench BENCH_ARGS='--filter Replay.*'   any of `swift package benchmark`'s options
bench: deps
	$(SWIFT) package --package-path Benchmarks --allow-writing-to-package-directory benchmark $(BENCH_ARGS)

clean:
	rm -rf .build

# Coverage-guided fuzzing (Fuzz/, libFuzzer; a package of its own, so nothing above builds
# with sanitizers). `make test` already runs the same harnesses on every regression input,
# seed and 2,000 seeded mutations a target (FuzzHarnessTests); these add libFuzzer's search:
#   make fuzz         replay every regression input and seed, then fuzz each target
#                     FUZZ_SECONDS (default 60) — FUZZ_KEEP_GOING=1 collects every finding
#   make fuzz-smoke   the same with 20 s per target, 8 s for the two JSON readers, from a
#                     debug build (half the build's CPU time of release's, assertions on;
#                     about half as many inputs a second)
.PHONY: fuzz fuzz-smoke
FUZZ_SECONDS ?= 60

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh

fuzz-smoke: deps
	FUZZ_CONFIG=debug FUZZ_SECONDS=20 FUZZ_READER_SECONDS=8 Fuzz/fuzz.sh
