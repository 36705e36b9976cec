#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright's own browser download
# cannot work on our machines. Install it when it is missing (we run as root).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  "$path" --version
  exit 0
fi
echo "installing chromium with apt-get (one time, ~1 minute)"
export DEBIAN_FRONTEND=noninteractive
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
"$path" --version
