#!/usr/bin/env bash
# The Auto Layout solver's benchmark: LayoutSolver against kiwi (the C++ Cassowary behind
# Python's kiwisolver), on the same constraint systems, in the same run, as ratios.
#
# Downloads the kiwisolver source package from PyPI into .build/kiwi (once; nothing is copied
# into the repository), builds bench/kiwi/kiwi_bench.cpp against its headers and LayoutBench in
# release mode, writes the systems as text (out/bench-layout/*.txt), times both on each system
# one after the other, checks that they find the same solution, and prints a table. With
# valgrind, instruction counts too. Usage: bash scripts/bench-layout.sh [BUDGET_SECONDS=1] [ROUNDS=3]
# Each round times every system in both (LayoutSolver, then kiwi); a figure is the median of
# its rounds' medians, so a machine whose load changes during the run shifts both sides alike.
set -uo pipefail
cd "$(dirname "$0")/.."
BUDGET=${1:-1}
ROUNDS=${2:-3}
KIWI_VERSION=1.5.1
CACHE=.build/kiwi
OUT=out/bench-layout
SYSTEMS=(grid chain stacks sheet)
mkdir -p "$OUT/ours" "$OUT/kiwi" "$CACHE"
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

install() {   # install Debian packages that are missing (as root, or with sudo)
  local missing=()
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
bash scripts/setup.sh || exit 1                           # g++ is on its list
command -v g++ >/dev/null || { echo "error: g++ is missing (scripts/setup.sh installs it)"; exit 1; }
python3 -m pip --version >/dev/null 2>&1 || command -v pip3 >/dev/null || install python3-pip \
  || { echo "error: pip is missing and could not be installed (it downloads kiwi)"; exit 1; }
command -v valgrind >/dev/null || install valgrind || echo "note: valgrind could not be installed; no instruction counts"

KIWI="$CACHE/kiwisolver-$KIWI_VERSION"
if [ ! -f "$KIWI/kiwi/kiwi.h" ]; then
  echo "Downloading kiwisolver $KIWI_VERSION (source package) into $CACHE"
  PIP=(python3 -m pip); "${PIP[@]}" --version >/dev/null 2>&1 || PIP=(pip3)
  "${PIP[@]}" download --quiet --no-binary :all: --no-deps "kiwisolver==$KIWI_VERSION" -d "$CACHE" >/dev/null \
    && tar -xzf "$CACHE/kiwisolver-$KIWI_VERSION.tar.gz" -C "$CACHE" \
    || { echo "error: could not download kiwisolver $KIWI_VERSION from PyPI"; exit 1; }
fi
g++ -O2 -std=c++17 -DNDEBUG -g -I "$KIWI" -o "$OUT/kiwi_bench" bench/kiwi/kiwi_bench.cpp || exit 1
swift build -c release --product LayoutBench >/dev/null || { echo "error: swift build failed"; exit 1; }
BIN=$(swift build -c release --show-bin-path)

val() {   # the median of a figure over the rounds
  sed -n "s/.*system=$2 figure=$3 .*$4=\([0-9.]*\).*/\1/p" "$1" | sort -g \
    | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
ms() { awk -v a="$1" 'BEGIN { printf "%.3f", a / 1000 }'; }
maxdiff() {   # the largest difference between the two solutions of a system
  paste "$OUT/ours/$1.values" "$OUT/kiwi/$1.values" | awk '{ d = $2 - $4; if (d < 0) d = -d; if ($1 != $3) bad = 1; if (d > m) m = d }
    END { if (bad) print "names differ"; else printf "%g", m }'
}
row() { printf '| %-34s | %12s | %12s | %6s | %-15s | %-23s |\n' "$@"; }

: >"$OUT/ours.txt"; : >"$OUT/kiwi.txt"
for _ in $(seq "$ROUNDS"); do
  for s in "${SYSTEMS[@]}"; do
    "$BIN/LayoutBench" --system "$s" --write "$OUT" --values "$OUT/ours" --budget "$BUDGET" >>"$OUT/ours.txt" || exit 1
    "$OUT/kiwi_bench" "$OUT/$s.txt" --values "$OUT/kiwi" --budget "$BUDGET" >>"$OUT/kiwi.txt" || exit 1
  done
done

echo "# $(date -u +%FT%TZ) $(uname -m), $(nproc) cores, kiwisolver $KIWI_VERSION (g++ -O2), Swift release; medians of $ROUNDS rounds"
row "figure" "LayoutSolver" "kiwi" "ratio" "target" "same solution (max |Δ|)"
row "---" "---" "---" "---" "---" "---"
for s in "${SYSTEMS[@]}"; do
  o=$(val "$OUT/ours.txt" "$s" build median_us); k=$(val "$OUT/kiwi.txt" "$s" build median_us)
  row "$s: build + solve (ms)" "$(ms "$o")" "$(ms "$k")" "$(ratio "$o" "$k")" "<= 1.5" "$(maxdiff "$s")"
done
o=$(val "$OUT/ours.txt" sheet edit median_us); k=$(val "$OUT/kiwi.txt" sheet edit median_us)
row "sheet: suggestValue + update (us)" "$o" "$k" "$(ratio "$o" "$k")" "<= 1.5, < 50 us" ""

if command -v valgrind >/dev/null; then
  irs() { valgrind --tool=callgrind --toggle-collect="$1" --callgrind-out-file=/dev/null "${@:2}" 2>&1 | sed -n 's/.*Collected : //p'; }
  echo
  row "instructions (callgrind)" "LayoutSolver" "kiwi" "ratio" "" ""
  row "---" "---" "---" "---" "---" "---"
  for s in "${SYSTEMS[@]}"; do
    o=$(irs '*callgrindMeasured*' "$BIN/LayoutBench" --system "$s" --callgrind build)
    k=$(irs kiwi_bench_measured "$OUT/kiwi_bench" "$OUT/$s.txt" --callgrind build)
    row "$s: build + solve" "$o" "$k" "$(ratio "$o" "$k")" "" ""
  done
  o=$(irs '*callgrindMeasured*' "$BIN/LayoutBench" --system sheet --callgrind edit)
  k=$(irs kiwi_bench_measured "$OUT/kiwi_bench" "$OUT/sheet.txt" --callgrind edit)
  n=$(grep -c '^suggest' "$OUT/sheet.txt")
  row "sheet: per suggestValue + update" "$((o / n))" "$((k / n))" "$(ratio "$o" "$k")" "" ""
fi
echo "raw figures: $OUT/ours.txt, $OUT/kiwi.txt"
