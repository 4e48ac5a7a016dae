#!/usr/bin/env bash
# The steps of ChatRig's GitHub Action (action.yml at the repository root), one
# subcommand a step, so each can be run — and tested — outside GitHub:
#
#   chatrig-action.sh run      run the suite (or one shard of it, or merge shard folders)
#   chatrig-action.sh compare  compare with the baseline; write compare.md to the job summary
#   chatrig-action.sh comment  post or update ONE pull-request comment (needs `gh`)
#   chatrig-action.sh finish   exit with the verdict
#
# Settings come from the environment (the action sets them from its inputs):
#   CHATRIG            the chatrig executable (default .build/release/chatrig)
#   CHATRIG_SCENARIOS  scenario files or folders, space-separated (default Scenarios)
#   CHATRIG_SHARD      K/N to run one share of the suite; empty runs all of it
#   CHATRIG_MERGE      shard folders to merge (a glob) instead of running
#   CHATRIG_BASELINE   the committed baseline (default reports/baselines/main.json)
#   CHATRIG_OUT        where everything is written (default reports/ci)
#   CHATRIG_RUN_ARGS / CHATRIG_COMPARE_ARGS   extra flags (e.g. --repeat 5, --fail-on-improvement)
#   CHATRIG_REPORT_URL the uploaded report's address, linked from the comment
#   CHATRIG_COMMENT_AUTHOR the account whose comment is updated (default: the token's own;
#                      github-actions[bot] for GITHUB_TOKEN)
#   GITHUB_STEP_SUMMARY, GITHUB_REPOSITORY, GITHUB_EVENT_NAME, GITHUB_REF, GH_TOKEN: GitHub's own.
#
# Exit statuses (the chatrig ones, kept distinct): 0 held, 1 a regression or a failed
# expectation, 2 bad input or usage, 3 only improvements under --fail-on-improvement.
set -uo pipefail
# Arrays expand as ${a[@]+"${a[@]}"}: macOS's bash 3.2 (and bash < 4.4) calls an empty "${a[@]}"
# an unbound variable under set -u (scripts/check-portability.sh checks it).

chatrig=${CHATRIG:-.build/release/chatrig}
out=${CHATRIG_OUT:-reports/ci}
baseline=${CHATRIG_BASELINE:-reports/baselines/main.json}
marker='<!-- chatrig-comparison -->'

status_file() { echo "$out/status-$1"; }
record() { mkdir -p "$out" && echo "$2" > "$(status_file "$1")"; }
read_status() { cat "$(status_file "$1")" 2>/dev/null || echo 0; }

run_suite() {
    mkdir -p "$out"
    local status
    if [ -n "${CHATRIG_MERGE:-}" ]; then
        # shellcheck disable=SC2086  # a glob of shard folders
        "$chatrig" merge $CHATRIG_MERGE --out "$out/head" --format markdown > "$out/run.md"
        status=$?
    else
        local shard_args=()
        [ -n "${CHATRIG_SHARD:-}" ] && shard_args=(--shard "$CHATRIG_SHARD")
        # shellcheck disable=SC2086  # scenario paths and extra flags are space-separated
        "$chatrig" run ${CHATRIG_SCENARIOS:-Scenarios} ${shard_args[@]+"${shard_args[@]}"} ${CHATRIG_RUN_ARGS:-} --out "$out/head" --format markdown > "$out/run.md"
        status=$?
    fi
    record run "$status"
    # 1 (a broken expect: gate) still lets the comparison and the comment run; 2 stops here.
    [ "$status" -le 1 ] || exit "$status"
}

compare() {
    if [ ! -f "$baseline" ]; then
        echo "chatrig-action: no baseline at $baseline (write one with: chatrig baseline update --name main)" >&2
        record compare 2
        exit 2
    fi
    # shellcheck disable=SC2086
    "$chatrig" compare "$baseline" "$out/head" --out "$out/compare" ${CHATRIG_COMPARE_ARGS:-} > "$out/compare.txt"
    local status=$?
    record compare "$status"
    [ "$status" -le 1 ] || [ "$status" -eq 3 ] || exit "$status"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        # The job summary takes up to 1 MiB; past that, the comment form (always small).
        if [ "$(wc -c < "$out/compare/compare.md")" -lt 1000000 ]; then
            cat "$out/compare/compare.md" >> "$GITHUB_STEP_SUMMARY"
        else
            comment_body >> "$GITHUB_STEP_SUMMARY"
        fi
    fi
}

comment_body() {
    local url_args=()
    [ -n "${CHATRIG_REPORT_URL:-}" ] && url_args=(--report-url "$CHATRIG_REPORT_URL")
    # shellcheck disable=SC2086
    "$chatrig" compare "$baseline" "$out/head" --format comment ${url_args[@]+"${url_args[@]}"} ${CHATRIG_COMPARE_ARGS:-}
    local status=$?
    [ "$status" -le 1 ] || [ "$status" -eq 3 ] || exit "$status"
}

pull_request_number() {
    case "${GITHUB_EVENT_NAME:-}" in
        pull_request|pull_request_target) ;;
        *) return 1 ;;
    esac
    local ref=${GITHUB_REF:-}
    [[ "$ref" =~ ^refs/pull/([0-9]+)/ ]] || return 1
    echo "${BASH_REMATCH[1]}"
}

comment() {
    local number
    if ! number=$(pull_request_number); then
        echo "chatrig-action: not a pull request; no comment posted"
        return 0
    fi
    comment_body > "$out/comment.md"
    local repo=${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}
    # The comment this action posted before: by its author (the token's own account) and its
    # hidden first line. Anyone may write a comment that starts with the marker; only ours is
    # updated. GITHUB_TOKEN's account is github-actions[bot]; another token names its own
    # (CHATRIG_COMMENT_AUTHOR, or asked of GitHub).
    local author=${CHATRIG_COMMENT_AUTHOR:-}
    if [ -z "$author" ]; then
        author=$(gh api user --jq .login 2>/dev/null) || author=""
        [ -n "$author" ] || author='github-actions[bot]'
    fi
    local existing
    existing=$(CHATRIG_COMMENT_AUTHOR="$author" CHATRIG_MARKER="$marker" gh api "repos/$repo/issues/$number/comments" --paginate \
        --jq '.[] | select(.user.login == env.CHATRIG_COMMENT_AUTHOR and (.body | startswith(env.CHATRIG_MARKER))) | .id' \
        | head -n 1) || exit 2
    if [ -n "$existing" ]; then
        gh api -X PATCH "repos/$repo/issues/comments/$existing" -F "body=@$out/comment.md" > /dev/null || exit 2
        echo "chatrig-action: updated comment $existing on #$number"
    else
        gh api -X POST "repos/$repo/issues/$number/comments" -F "body=@$out/comment.md" > /dev/null || exit 2
        echo "chatrig-action: posted a comment on #$number"
    fi
}

finish() {
    local run compare
    run=$(read_status run)
    compare=$(read_status compare)
    for code in 2 1 3; do
        if [ "$run" -eq "$code" ] || [ "$compare" -eq "$code" ]; then
            echo "chatrig-action: exit $code (run $run, compare $compare)"
            exit "$code"
        fi
    done
    exit 0
}

case "${1:-}" in
    run) run_suite ;;
    compare) compare ;;
    comment) comment ;;
    finish) finish ;;
    *) echo "usage: chatrig-action.sh run|compare|comment|finish" >&2; exit 2 ;;
esac
