#!/usr/bin/env bash
# Installs Chromium, which the HTML report's browser test renders report.html with, when
# it is missing. On Debian/Ubuntu it uses apt-get (through sudo when not root); on macOS it
# looks in /Applications and ~/Applications and installs Google Chrome with Homebrew; elsewhere it
# says what to install and exits 0: the browser test then skips with that message, and the
# rest of the suite still runs.
#   CHATRIG_CHROMIUM=/path/to/chrome  use this browser instead (checked, not installed)
set -euo pipefail

find_chromium() {
  if [ -n "${CHATRIG_CHROMIUM:-}" ]; then
    command -v "$CHATRIG_CHROMIUM"
    return
  fi
  for name in chromium chromium-browser google-chrome google-chrome-stable chrome; do
    if command -v "$name" >/dev/null 2>&1; then
      # Ubuntu's chromium-browser may be a stub that asks for a snap: only a binary that
      # answers --version counts.
      if "$name" --version >/dev/null 2>&1; then command -v "$name"; return; fi
    fi
  done
  # macOS keeps browsers as application bundles, not commands (the test looks there too).
  for app in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
             "/Applications/Chromium.app/Contents/MacOS/Chromium" \
             "$HOME/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
             "$HOME/Applications/Chromium.app/Contents/MacOS/Chromium"; do
    if [ -x "$app" ] && "$app" --version >/dev/null 2>&1; then echo "$app"; return; fi
  done
  return 1
}

if path=$(find_chromium); then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1 && [ -r /etc/debian_version ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "note: Chromium is missing and installing it needs root; the browser test of report.html will skip." >&2
      exit 0
    fi
    sudo="sudo"
  fi
  echo "Installing chromium with apt-get (for the report.html browser test)…"
  if $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium; then
    find_chromium >/dev/null && exit 0
  fi
  echo "note: could not install Chromium with apt-get; the browser test of report.html will skip." >&2
  exit 0
fi

if [ "$(uname -s)" = "Darwin" ] && command -v brew >/dev/null 2>&1; then
  echo "Installing Google Chrome with Homebrew (for the report.html browser test)…"
  if brew install --cask google-chrome && find_chromium >/dev/null; then exit 0; fi
  echo "note: could not install Google Chrome with Homebrew; the browser test of report.html will skip." >&2
  exit 0
fi

echo "note: Chromium not found. Install Chromium or Google Chrome (or set CHATRIG_CHROMIUM) to run" >&2
echo "      the browser test of report.html; without it that test skips." >&2
exit 0
