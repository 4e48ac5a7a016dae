#!/usr/bin/env bash
# Installs the C libraries ChatRig links against, when they are missing:
#   SQLite 3 (headers + library) — the message store, vector store and run history (GRDB)
#   jemalloc (headers + library) — memory figures of the `chatrig` executable (Linux only)
#   zlib (headers + library) — a large suite's report.html carries its drawings deflated
# On Debian/Ubuntu it uses apt-get (through sudo when not root). Elsewhere it prints exactly
# what to install and fails.
set -euo pipefail

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
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: 'swift' is not on PATH. Install Swift 6.1 or newer from swift.org." >&2
  exit 1
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  pkgs=()
  for m in "${missing[@]}"; do
    case $m in
      sqlite) pkgs+=(libsqlite3-dev) ;;
      jemalloc) pkgs+=(libjemalloc-dev) ;;
      zlib) pkgs+=(zlib1g-dev) ;;
    esac
  done
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${pkgs[*]} with apt-get…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${pkgs[@]}"
  exit 0
fi

if [ "$(uname -s)" = "Darwin" ]; then
  echo "error: missing ${missing[*]}. Install them with Homebrew:" >&2
  echo "    brew install ${missing[*]}" >&2
  echo "and make sure Homebrew's include and lib folders are on the compiler's search path." >&2
  exit 1
fi

echo "error: missing C libraries: ${missing[*]} (SQLite 3, jemalloc and zlib development files)." >&2
echo "Install them with your system's package manager, then run make again." >&2
exit 1
