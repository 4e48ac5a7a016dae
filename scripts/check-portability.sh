#!/usr/bin/env bash
# Fails on the constructs that build or behave differently on macOS and Linux, which a Linux
# build alone does not catch (issue 38). Seconds; run by `make test` and PortabilityCheckTests.
#   scripts/check-portability.sh [root]     (default: this repository)
# Prints one `path:line: rule: detail` a finding and exits 1 when there is any. The rules:
#   unguarded-import     `import Glibc`/`Musl`/`Darwin` outside an #if (each platform has only its own)
#   spawn-initializer    `posix_spawn_file_actions_t()`/`posix_spawnattr_t()`: a struct on Linux,
#                        an optional pointer on Darwin (no such initializer there)
#   proc-unguarded       `/proc/` outside `#if os(Linux)` (Linux's procfs; macOS has none)
#   process-unguarded    `Process()` in Sources/ outside `#if os(macOS) || os(Linux)`: iOS has no
#                        `Process`, and the libraries build for an app's iOS test target
#   mach-task-self       `mach_task_self_`: a mutable global, a Swift 6 concurrency error with
#                        SDKs before macOS 15.4 (CJemallocShim's chatrig_mach_task_self() instead)
#   newer-compiler       `SendableMetatype` outside `#if compiler(>=6.2)` (the package declares 6.1)
#   platform-markdown    `AttributedString(markdown:)`/`NSAttributedString(markdown:)`: Foundation's
#                        parser differs by platform (MarkdownAttributedString is ChatRig's own)
#   platform-maths       exp, log, pow, sin, cos, … from the C library in Sources/ or Fuzz/Sources/,
#                        outside PortableMath: glibc and Apple's libm differ in the last bit
#   empty-array          "${a[@]}" or ${a[*]} in a shell script: bash 3.2 (macOS) calls an empty
#                        array unbound under set -u; write ${a[@]+"${a[@]}"} or ${a[*]-}
set -euo pipefail
root=${1:-"$(cd "$(dirname "$0")/.." && pwd)"}
exec python3 - "$root" <<'PY'
import os, re, sys

root = sys.argv[1]
findings = []

def report(path, number, rule, detail):
    findings.append(f"{os.path.relpath(path, root)}:{number}: {rule}: {detail}")

def files(folders, suffix):
    for folder in folders:
        for base, dirs, names in os.walk(os.path.join(root, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("node_modules",))
            for name in sorted(names):
                if name.endswith(suffix):
                    yield os.path.join(base, name)

# Calls to the C library's elementary functions: a bare call, or one qualified by a C module.
maths = r"(?:exp|exp2|expm1|log|log2|log10|log1p|pow|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|cbrt|hypot|erf|erfc|lgamma|tgamma)"
maths_call = re.compile(r"(?:(?<![\w.])|(?:\b(?:Foundation|Glibc|Musl|Darwin)\.))" + maths + r"\s*\(")
# Paths (relative to root) where a platform maths call feeds no deterministic figure, with why.
maths_allowed = {
    # Mann–Whitney's p-value judges host timings, which vary run to run on any machine.
    "Sources/ChangeJudging/Statistics/MannWhitneyU.swift",
}
# Paths whose `AttributedString(markdown:)` calls are ChatRig's own (ChatRigSwiftUI's, which
# shadows Foundation's), with why.
markdown_allowed = {
    # View code parsing markdown, to prove the face charges the parse by the source's length.
    "Tests/ChatRigSwiftUITests/ViewTextWorkTests.swift",
}

def code_part(line):
    """The line without its // comment and without string literal contents (roughly)."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]

for path in files(["Sources", "Tests", "Examples", "Fuzz"], ".swift"):
    relative = os.path.relpath(path, root)
    deterministic = (relative.startswith("Sources/") or relative.startswith("Fuzz/Sources/")) \
        and not relative.startswith("Sources/PortableMath/") and relative not in maths_allowed
    stack = []  # one list per open #if: the conditions of its current branch, negated ones marked "!"
    in_multiline_string = False
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            stripped = line.strip()
            if line.count('"""') % 2 == 1:
                in_multiline_string = not in_multiline_string
                continue
            if in_multiline_string:
                continue
            directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
            if directive:
                kind, condition = directive.group(1), directive.group(2).strip()
                if kind == "if":
                    stack.append([condition])
                elif kind == "elseif" and stack:
                    stack[-1] = ["!" + c for c in stack[-1]] + [condition]
                elif kind == "else" and stack:
                    stack[-1] = ["!" + c for c in stack[-1]]
                elif kind == "endif" and stack:
                    stack.pop()
                continue
            if stripped.startswith("//"):
                continue
            active = [c for branch in stack for c in branch if not c.startswith("!")]
            negated = [c[1:] for branch in stack for c in branch if c.startswith("!")]
            linux_only = any(re.search(r"os\(Linux\)|canImport\(Glibc\)|!\s*canImport\(Darwin\)", c) for c in active) \
                or any(re.search(r"^canImport\(Darwin\)$|^os\(macOS\)$", c.strip()) for c in negated)
            code = code_part(line)
            if re.match(r"\s*(@\w+\s+)*import\s+(Glibc|Musl|Darwin)\b", code) and not stack:
                report(path, number, "unguarded-import", stripped)
            if re.search(r"\bposix_spawn(_file_actions|attr)_t\s*\(\s*\)", code) and not linux_only:
                report(path, number, "spawn-initializer", stripped)
            if re.search(r'(?<!\\)"/proc/', line) and not linux_only:
                report(path, number, "proc-unguarded", stripped)
            if relative.startswith("Sources/") and re.search(r"\bProcess\s*\(\s*\)", code) \
                    and not any("os(macOS)" in c and "os(Linux)" in c and "&&" not in c for c in active):
                report(path, number, "process-unguarded", stripped)
            if re.search(r"\bmach_task_self_\b", code):
                report(path, number, "mach-task-self", stripped)
            if re.search(r"\bSendableMetatype\b", code) and not any(re.search(r"compiler\(>=\s*6\.([2-9]|\d\d)", c) for c in active):
                report(path, number, "newer-compiler", stripped)
            if re.search(r"\bAttributedString\s*\(\s*markdown\s*:", code) and relative not in markdown_allowed:
                report(path, number, "platform-markdown", stripped)
            if deterministic:
                for match in maths_call.finditer(code):
                    if re.search(r"\bfunc\s+$", code[:match.start()]):
                        continue  # a declaration of that name, not a call
                    report(path, number, "platform-maths", match.group(0).rstrip("(").strip() + " (use PortableMath)")

for path in files(["scripts", "Fuzz", ".github"], ".sh"):
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            if line.lstrip().startswith("#"):
                continue
            for match in re.finditer(r'(\$\{[A-Za-z_]\w*\[@\][^}]*\}\+)?"?\$\{([A-Za-z_]\w*)\[([@*])\]([^}]*)\}', line):
                guarded, name, kind, rest = match.group(1), match.group(2), match.group(3), match.group(4)
                if guarded or rest.startswith(("-", "+", ":-", ":+")):
                    continue
                report(path, number, "empty-array", "${%s[%s]%s}" % (name, kind, rest))

print("\n".join(findings)) if findings else None
sys.exit(1 if findings else 0)
PY
