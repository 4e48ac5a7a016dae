#!/usr/bin/env bash
# Builds ChatRig's libFuzzer targets and runs each for a bounded time.
#
#   Fuzz/fuzz.sh [TARGET…]        every target when none is named
#
#   FUZZ_SECONDS=60     fuzzing time per target (make fuzz: 60, make fuzz-smoke: 20)
#   FUZZ_READER_SECONDS fuzzing time of the small JSON readers (FuzzReportReader,
#                       FuzzEventLog; default FUZZ_SECONDS; make fuzz-smoke: 8, so the
#                       smoke grows by seconds, not minutes)
#   FUZZ_TIMEOUT=10     seconds one input may take before it counts as a hang
#   FUZZ_RSS_MB=2048    memory one input may use before it counts as runaway
#   FUZZ_KEEP_GOING=1   keep fuzzing after a finding (libFuzzer -fork=1), collecting
#                       every crashing input instead of stopping at the first
#   FUZZ_JOBS           targets fuzzed at once (default: the number of cores)
#   FUZZ_CONFIG=release the build configuration: `release` (make fuzz) runs about twice as
#                       many inputs a second; `debug` (make fuzz-smoke) builds in half the
#                       CPU time and keeps `assert`s, which release strips
#
# For each target, in order: every regression input (Fuzz/Regressions/<target>/) and every
# seed (the bundled files the target writes with --write-seeds) is run once and must pass;
# then libFuzzer mutates from the seeds and the corpus kept in Fuzz/.corpus/<target>/.
# A crash, hang or runaway input is saved in Fuzz/.artifacts/<target>/ and makes the script
# exit 1 after the remaining targets ran; the summary shows each target's numbers.
set -euo pipefail
# Arrays expand as ${a[@]+"${a[@]}"}: macOS's bash 3.2 (and bash < 4.4) calls an empty "${a[@]}"
# an unbound variable under set -u (scripts/check-portability.sh checks it).

fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
cd "$fuzz_dir"

all_targets=(FuzzScenario FuzzDeviceProfile FuzzStrategySpec FuzzSSETranscript FuzzReportReader FuzzEventLog FuzzExportReader)
if [ $# -gt 0 ]; then targets=("$@"); else targets=(${all_targets[@]+"${all_targets[@]}"}); fi
seconds=${FUZZ_SECONDS:-60}
timeout=${FUZZ_TIMEOUT:-10}
rss_mb=${FUZZ_RSS_MB:-2048}
swift=${SWIFT:-swift}
config=${FUZZ_CONFIG:-release}
case "$config" in
  release|debug) ;;
  *) echo "error: FUZZ_CONFIG must be release or debug, not '$config'" >&2; exit 2 ;;
esac

fuzz_seconds() {   # fuzzing time of one target
  case "$1" in
    FuzzReportReader|FuzzEventLog) echo "${FUZZ_READER_SECONDS:-$seconds}" ;;
    *) echo "$seconds" ;;
  esac
}

max_len() {   # longest input libFuzzer generates: room to grow the largest seed several times
  case "$1" in
    FuzzStrategySpec) echo 256 ;;
    *) echo 8192 ;;
  esac
}

# SwiftPM names a path dependency after its folder; a checkout folder called `fuzz` would
# collide with this package (folder `Fuzz`).
if [ "$(basename "$(dirname "$fuzz_dir")" | tr '[:upper:]' '[:lower:]')" = fuzz ]; then
  echo "error: the checkout's folder is named 'fuzz', which SwiftPM confuses with Fuzz/; rename or copy it" >&2
  exit 2
fi

# Instrument every module, Swift and C (Yams' libyaml), for coverage; link libFuzzer. No
# index store: nothing reads this build's index, and writing it costs 7 % of the compile.
echo "== building fuzz targets ($config, -sanitize=fuzzer)"
build=(-c "$config" --disable-index-store -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link)
"$swift" build ${build[@]+"${build[@]}"}
bin="$("$swift" build ${build[@]+"${build[@]}"} --show-bin-path)"

# libFuzzer's deadly-signal handler writes the crashing input; Swift's backtracer would
# handle the signal first and exit without it.
export SWIFT_BACKTRACE=enable=no
# Scenario and device inputs go through files, as `chatrig validate` reads them: keep
# those in RAM, and remove them afterwards.
scratch="$(mktemp -d "$( [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/chatrig-fuzz.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
export TMPDIR="$scratch"

limits=(-timeout="$timeout" -rss_limit_mb="$rss_mb" -malloc_limit_mb="$rss_mb")
# One target: replay its regressions and seeds, then fuzz it. Prints its report; its
# summary line goes to $scratch/summary-TARGET; returns 1 when it failed.
fuzz_target() {
  local target=$1 failed=0
  echo "== $target"
  seeds=".build/fuzz-seeds/$target"
  corpus=".corpus/$target"
  artifacts=".artifacts/$target"
  log=".build/fuzz-logs/$target.log"
  replay_log=".build/fuzz-logs/$target-replay.log"
  rm -rf "$seeds"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  local fuzzer=("$bin/chatrig-fuzz" "$target")   # the one executable, on this target
  ${fuzzer[@]+"${fuzzer[@]}"} --write-seeds "$seeds"

  # Regression inputs, one run each so every one is reported; then the seeds, together.
  replay_failed=0
  regressions=0
  while IFS= read -r -d '' file; do
    regressions=$((regressions + 1))
    if ${fuzzer[@]+"${fuzzer[@]}"} ${limits[@]+"${limits[@]}"} -artifact_prefix="$scratch/" "$file" > "$replay_log" 2>&1; then
      echo "pass  $file"
    else
      echo "FAIL  $file: $(grep -m1 -E 'Fatal error|ERROR: libFuzzer' "$replay_log" || true)"
      replay_failed=1
    fi
  done < <(find "Regressions/$target" -type f ! -name '.*' -print0 2>/dev/null | sort -z)
  seed_files=()
  while IFS= read -r -d '' file; do seed_files+=("$file"); done < <(find "$seeds" -type f -print0 | sort -z)
  if [ ${#seed_files[@]} -eq 0 ]; then
    echo "FAIL  no seeds were written"
    replay_failed=1
  elif ${fuzzer[@]+"${fuzzer[@]}"} ${limits[@]+"${limits[@]}"} -artifact_prefix="$scratch/" ${seed_files[@]+"${seed_files[@]}"} > "$replay_log" 2>&1; then
    echo "pass  ${#seed_files[@]} seeds"
  else
    echo "FAIL  seed $(grep '^Running:' "$replay_log" | tail -1 | cut -d' ' -f2-): $(grep -m1 -E 'Fatal error|ERROR: libFuzzer' "$replay_log" || true)"
    replay_failed=1
  fi
  if [ "$replay_failed" -ne 0 ]; then
    echo "FAILED: $target: an input above crashed, hung or ran away (reproduce: FUZZ_PRINT=1 $bin/chatrig-fuzz $target FILE)"
    failed=1
  fi

  # Fuzz.
  mode=()
  [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && mode=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  status=0
  ${fuzzer[@]+"${fuzzer[@]}"} ${mode[@]+"${mode[@]}"} ${limits[@]+"${limits[@]}"} -max_len="$(max_len "$target")" -max_total_time="$(fuzz_seconds "$target")" \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" > "$log" 2>&1 || status=$?

  if grep -q '^stat::number_of_executed_units' "$log"; then
    execs=$(awk '/^stat::number_of_executed_units/ { print $2 }' "$log")
    rate=$(awk '/^stat::average_exec_per_sec/ { print $2 }' "$log")
  else   # fork mode reports progress lines only: "#N: cov: … exec/s: R …"
    execs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    rate=$(( ${execs:-0} / (seconds > 0 ? seconds : 1) ))
  fi
  findings=$(find "$artifacts" -type f -newer "$seeds" | wc -l)
  corpus_size=$(find "$corpus" -type f | wc -l)
  replayed="replay $([ "$replay_failed" -eq 0 ] && echo pass || echo FAIL) ($regressions regressions, ${#seed_files[@]} seeds)"
  line=$(printf '%-18s %-36s %9s execs  %6s exec/s  corpus %5s  findings %s' \
    "$target" "$replayed" "${execs:-?}" "${rate:-?}" "$corpus_size" "$findings")
  echo "$line" > "$scratch/summary-$target"
  echo "$line"
  if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
    grep -E "ERROR|SUMMARY|Fatal error|Test unit written" "$log" | tail -6 || true
    echo "FAILED: $target found an input that crashes, hangs or runs away: see Fuzz/$artifacts/ and Fuzz/$log"
    echo "  reproduce: $bin/chatrig-fuzz $target FILE    minimize: $bin/chatrig-fuzz $target -minimize_crash=1 -max_total_time=60 FILE"
    failed=1
  fi
  return "$failed"
}

# Targets run FUZZ_JOBS at a time (default: one per core; libFuzzer uses one), in batches
# so that bash 3 (macOS) runs it too; each target's report is printed whole, in order.
jobs=${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
failed=0
summary=()
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  batch=(${targets[@]+"${targets[@]:first:jobs}"})
  for target in ${batch[@]+"${batch[@]}"}; do
    ( status=0; fuzz_target "$target" > "$scratch/report-$target" 2>&1 || status=$?; echo "$status" > "$scratch/status-$target" ) &
  done
  wait
  for target in ${batch[@]+"${batch[@]}"}; do
    cat "$scratch/report-$target"
    [ "$(cat "$scratch/status-$target" 2>/dev/null || echo 1)" = 0 ] || failed=1
    summary+=("$(cat "$scratch/summary-$target" 2>/dev/null || echo "$target: no summary (the script failed before fuzzing)")")
  done
done

echo "== summary (${seconds}s each, $jobs at a time)"
printf '%s\n' ${summary[@]+"${summary[@]}"}
exit "$failed"
