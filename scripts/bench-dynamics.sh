#!/usr/bin/env bash
# UIKit Dynamics against Box2D: the same pile of boxes (TransitionBench --mode dynamics and
# bench/box2d/box2d_bench.cpp, built against Debian's libbox2d-dev), the median time of a
# frame (two steps of 1/120 s) at several numbers of items, in the same run, as ratios.
# Ours is a whole frame of a headless screen whose root layer is hidden: the animator's steps
# and its writing of the views' centres and transforms; Box2D's is its two steps alone.
# Usage: bash scripts/bench-dynamics.sh [ROUNDS=5] [SECONDS=4]
set -uo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-5}
SECONDS_RUN=${2:-4}
OUT=out/bench-dynamics
mkdir -p "$OUT"
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

install() {   # install Debian packages that are missing (as root, or with sudo)
  local missing=()
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
bash scripts/setup.sh || exit 1                           # g++ is on its list
install libbox2d-dev || { echo "error: libbox2d-dev is missing and could not be installed"; exit 1; }
g++ -O2 -std=c++17 -DNDEBUG -o "$OUT/box2d_bench" bench/box2d/box2d_bench.cpp -lbox2d || exit 1
source scripts/release-flags.sh
swift build -c release "${RELEASE_FLAGS[@]}" --product TransitionBench >/dev/null || { echo "error: swift build failed"; exit 1; }
BIN=$(swift build -c release "${RELEASE_FLAGS[@]}" --show-bin-path)

field() { sed -n "s/.* $2=\([0-9.]*\).*/\1/p" <<<"$1"; }
printf '| items | UIKit Dynamics ms/frame | Box2D ms/frame | ÷ Box2D | mean centre (ours) | mean centre (Box2D) |\n|---|---|---|---|---|---|\n'
for n in 20 100 300; do
  ours=$("$BIN/TransitionBench" --mode dynamics --items "$n" --rounds "$ROUNDS" --seconds "$SECONDS_RUN") || exit 1
  peer=$("$OUT/box2d_bench" --items "$n" --rounds "$ROUNDS" --seconds "$SECONDS_RUN") || exit 1
  a=$(field "$ours" median_ms); b=$(field "$peer" median_ms)
  printf '| %d | %s | %s | %s | (%s, %s) | (%s, %s) |\n' "$n" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", a / b }')" \
    "$(field "$ours" mean_x)" "$(field "$ours" mean_y)" "$(field "$peer" mean_x)" "$(field "$peer" mean_y)"
done
