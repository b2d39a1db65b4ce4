#!/usr/bin/env bash
# Writes scripts/playground.order: the functions of the release Playground that its scenes run
# (each scene's demo drag, headless, 90 frames, under callgrind), first the ones the first
# scene runs, in the order callgrind lists them. release-flags.sh hands the file to the linker
# (lld's --symbol-ordering-file), which places those functions side by side at the start of
# the code, so the pages a scene touches hold code it runs instead of a few functions each
# among code it never calls: the kernel maps code in 64 KB around each page fault, and the
# executable's code was the largest part of a scene's resident memory (BENCHMARKS.md).
#
# Run it again after large changes (a few minutes); a stale file costs only locality: functions
# it does not name go after the ones it does, and names no longer in the program are skipped.
# Usage: bash scripts/order-file.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
command -v valgrind >/dev/null || { echo "error: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
source scripts/release-flags.sh
swift build -c release "${RELEASE_FLAGS[@]}" --product Playground >/dev/null
BIN=$(swift build -c release "${RELEASE_FLAGS[@]}" --show-bin-path)/Playground
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
scenes=$("$BIN" --list | awk '{ print $1 }')
[ -n "$scenes" ] || { echo "error: the Playground lists no scenes" >&2; exit 1; }
# Two scenes at a time (one per core).
printf '%s\n' $scenes | xargs -P 2 -I{} valgrind --tool=callgrind --demangle=no --dump-instr=no --compress-strings=no \
  --compress-pos=no --callgrind-out-file="$WORK/{}.cg" "$BIN" --headless --scene {} --frames 90 --output "$WORK/frames-{}" \
  >/dev/null 2>&1
files=()
for s in $scenes; do
  [ -s "$WORK/$s.cg" ] || { echo "error: no profile of the scene $s" >&2; exit 1; }
  files+=("$WORK/$s.cg")
done
# A cost block's function belongs to the object named by the last "ob=" line before it.
python3 - "$BIN" "${files[@]}" >scripts/playground.order <<'PY'
import os, sys
program = os.path.realpath(sys.argv[1])
seen = set()
for path in sys.argv[2:]:
    ob = None
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("ob="):
                ob = os.path.realpath(line[3:].strip())
            elif line.startswith("fn=") and ob == program:
                name = line[3:].strip()
                if name and not name.startswith("0x") and name not in seen:
                    seen.add(name)
                    print(name)
PY
echo "scripts/playground.order: $(wc -l <scripts/playground.order) functions from $(echo $scenes | wc -w) scenes"
