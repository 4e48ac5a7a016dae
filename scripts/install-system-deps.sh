#!/usr/bin/env bash
# Installs the C libraries ChatRig links against, when they are missing:
#   SQLite 3 (headers + library) — the message store, vector store and run history (Storage, through its C API)
#   jemalloc (headers + library) — memory figures of the `chatrig` executable (Linux only)
#   zlib (headers + library) — a large suite's report.html carries its drawings deflated
# With --tests (make test-deps), also what the tests need beyond building:
#   GNU time (Linux only) — the hostile-corpus tests read a child's own peak memory through it
# On Debian/Ubuntu it uses apt-get (through sudo when not root); on macOS, where the SDK of
# Xcode's command-line tools has SQLite and zlib, Homebrew for anything missing. Elsewhere it
# prints exactly what to install and fails.
set -euo pipefail
# Arrays expand as ${a[@]+"${a[@]}"}: macOS's bash 3.2 (and bash < 4.4) calls an empty "${a[@]}"
# an unbound variable under set -u (scripts/check-portability.sh checks it).

have_header() {
  # Ask the C preprocessor, so custom include paths (Homebrew, /usr/local) count too.
  printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1
}

missing=()
have_header sqlite3.h || missing+=(sqlite)
have_header zlib.h || missing+=(zlib)
# jemalloc is linked on Linux only (Package.swift); macOS builds use the system allocator.
if [ "$(uname -s)" != "Darwin" ]; then
  have_header jemalloc/jemalloc.h || missing+=(jemalloc)
  if [ "${1-}" = "--tests" ] && [ ! -x /usr/bin/time ]; then missing+=(gnu-time); fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: 'swift' is not on PATH. Install Swift 6.1 or newer from swift.org." >&2
  exit 1
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  pkgs=()
  for m in ${missing[@]+"${missing[@]}"}; do
    case $m in
      sqlite) pkgs+=(libsqlite3-dev) ;;
      jemalloc) pkgs+=(libjemalloc-dev) ;;
      zlib) pkgs+=(zlib1g-dev) ;;
      gnu-time) pkgs+=(time) ;;
    esac
  done
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${pkgs[*]-} with apt-get…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq ${pkgs[@]+"${pkgs[@]}"}
  exit 0
fi

if [ "$(uname -s)" = "Darwin" ]; then
  # Xcode's command-line tools bring SQLite's and zlib's headers in the macOS SDK; without a
  # working compiler, those tools are what is missing.
  if ! xcrun --find cc >/dev/null 2>&1; then
    echo "error: no C compiler: install Xcode's command-line tools with: xcode-select --install" >&2
    exit 1
  fi
  if command -v brew >/dev/null 2>&1; then
    echo "Installing ${missing[*]-} with Homebrew…"
    brew install ${missing[@]+"${missing[@]}"}
    prefix=$(brew --prefix)
    echo "note: if the build still misses them, export CPATH=$prefix/include LIBRARY_PATH=$prefix/lib" >&2
    exit 0
  fi
  echo "error: missing ${missing[*]-}. Install Homebrew (https://brew.sh), then: brew install ${missing[*]-}" >&2
  exit 1
fi

echo "error: missing C libraries: ${missing[*]-} (SQLite 3, jemalloc and zlib development files)." >&2
echo "Install them with your system's package manager, then run make again." >&2
exit 1
