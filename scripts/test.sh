#!/usr/bin/env bash
# Runs the whole test suite: installs what is missing, builds, runs every test. The X11 tests
# start their own private Xvfb, so no display is needed (and an existing one is not touched).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
swift build --build-tests
swift test --skip-build "$@"
