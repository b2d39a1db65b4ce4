#!/usr/bin/env bash
# Launches the playground window: installs what is missing, builds (release) and runs it.
# Arguments are passed to the playground (try --help). Without an X display it says so and
# renders each scene's demo drag headlessly instead (PNG frames and contact sheets).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
source scripts/release-flags.sh
swift build -c release "${RELEASE_FLAGS[@]}" --product Playground
bin=$(swift build -c release "${RELEASE_FLAGS[@]}" --show-bin-path)/Playground
if [ -z "${DISPLAY:-}" ] && ! printf '%s\n' "$@" | grep -q -- '--headless'; then
  echo "No X display (DISPLAY is not set), so no window can open."
  echo "Rendering each scene's demo drag headlessly instead, as PNG frames and a contact sheet per scene"
  echo "(run with DISPLAY=:0 or under 'xvfb-run' for a window)."
  exec "$bin" --headless --output out/frames "$@"
fi
exec "$bin" "$@"
