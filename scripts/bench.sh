#!/usr/bin/env bash
# The benchmark: TransitionPlayground against the yardstick in ../shared/bench, in the same
# run, as ratios. Builds both (release), starts a private Xvfb, and prints a table; the figures
# go to out/bench/results.json. Usage: bash scripts/bench.sh [FRAMES=600]
# Without an X display server (Xvfb) the X11 and app figures are skipped with a reason; without
# valgrind the instruction counts are skipped.
set -uo pipefail
cd "$(dirname "$0")/.."
FRAMES=${1:-600}
OUT=out/bench; mkdir -p "$OUT"
bash scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
for p in valgrind time; do
  command -v "$p" >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq "$p" >/dev/null 2>&1; } || true
done
# Both apps as scripts/launch.sh builds them (static Swift runtime, packed relocations).
source scripts/release-flags.sh
swift build -c release "${RELEASE_FLAGS[@]}" --product TransitionBench >/dev/null && swift build -c release "${RELEASE_FLAGS[@]}" --product Playground >/dev/null || exit 1
BIN=$(swift build -c release "${RELEASE_FLAGS[@]}" --show-bin-path)
YARD=../shared/bench/cairo_baseline.c
BASE="$OUT/cairo_baseline"
if [ -f "$YARD" ]; then
  gcc -O2 -g -o "$BASE" "$YARD" $(pkg-config --cflags --libs cairo cairo-xlib x11) -lm || BASE=""
else
  echo "skipped: the yardstick $YARD is missing (run from a checkout with ../shared beside it)"; BASE=""
fi

XPID=""
cleanup() { [ -n "$XPID" ] && kill "$XPID" 2>/dev/null; }
trap cleanup EXIT
if command -v Xvfb >/dev/null; then
  Xvfb -displayfd 3 -screen 0 3840x2160x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
  XPID=$!
  for _ in $(seq 100); do [ -s "$OUT/display" ] && break; sleep 0.1; done
  export DISPLAY=:$(cat "$OUT/display")
else
  echo "skipped: X11 figures (Xvfb is not installed)"; unset DISPLAY
fi

val() { sed -n "s/.*$2=\([0-9.]*\).*/\1/p" <<<"$1" | head -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
row() { printf '| %-58s | %12s | %12s | %8s | %-14s |\n' "$@"; }

echo "# $(date -u +%FT%TZ) $(uname -m), $(nproc) cores, frames=$FRAMES"
row "figure" "project" "yardstick" "ratio" "target"
row "---" "---" "---" "---" "---"

ours=$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --json "$OUT/image.json")
theirs=$([ -n "$BASE" ] && "$BASE" --mode image --frames "$FRAMES" | grep RESULT)
row "frame median ms, headless (image)" "$(val "$ours" median_ms)" "$(val "$theirs" median_ms)" "$(ratio "$(val "$ours" median_ms)" "$(val "$theirs" median_ms)")" ""
if command -v valgrind >/dev/null; then
  ir_ours=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file="$OUT/cg.ours" \
            "$BIN/TransitionBench" --mode image --frames 60 --warmup 0 2>&1 | sed -n 's/.*Collected : //p')
  ir_theirs=$([ -n "$BASE" ] && valgrind --tool=callgrind --toggle-collect=render_frame --callgrind-out-file="$OUT/cg.base" \
            "$BASE" --mode image --frames 60 --warmup 0 2>&1 | sed -n 's/.*Collected : //p')
  row "instructions per frame, headless (callgrind)" "$((ir_ours / 60))" "$(( ${ir_theirs:-0} / 60 ))" "$(ratio "$ir_ours" "${ir_theirs:-0}")" "≤ 0.5 (≤ 0.25)"
  # The same transition with the screens laid out by Auto Layout: the steady cost of a frame
  # (120 frames minus 60, so the one-off solve when each screen appears is left out).
  steady() { local a b
    a=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file=/dev/null \
        "$BIN/TransitionBench" --mode image --frames 60 --warmup 5 --layout "$1" 2>&1 | sed -n 's/.*Collected : //p')
    b=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file=/dev/null \
        "$BIN/TransitionBench" --mode image --frames 120 --warmup 5 --layout "$1" 2>&1 | sed -n 's/.*Collected : //p')
    echo $(( (b - a) / 60 )); }
  ir_frames=$(steady frames); ir_constraints=$(steady constraints)
  row "instructions per frame, laid out by constraints / by frames" "$ir_constraints" "$ir_frames" "$(ratio "$ir_constraints" "$ir_frames")" "≤ 1.10"
else
  echo "skipped: instruction counts (valgrind is not installed)"
fi
if [ -n "${DISPLAY:-}" ]; then
  ours=$("$BIN/TransitionBench" --mode x11 --frames "$FRAMES" --json "$OUT/x11.json")
  theirs=$([ -n "$BASE" ] && "$BASE" --mode upload --frames "$FRAMES" | grep RESULT)
  row "frame median ms, X11 present (vs upload mode)" "$(val "$ours" median_ms)" "$(val "$theirs" median_ms)" "$(ratio "$(val "$ours" median_ms)" "$(val "$theirs" median_ms)")" "≤ 0.5"
  row "frame p99 ms, X11 present" "$(val "$ours" p99_ms)" "$(val "$theirs" p99_ms)" "" "≤ 8"
fi
s100=$("$BIN/TransitionBench" --mode image --frames 200 --extra-views 100)
s1k=$("$BIN/TransitionBench" --mode image --frames 200 --extra-views 1000)
s10k=$("$BIN/TransitionBench" --mode image --frames 200 --extra-views 10000)
row "frame median ms with 100 / 1,000 / 10,000 static views" "$(val "$s100" median_ms) / $(val "$s1k" median_ms) / $(val "$s10k" median_ms)" "" "$(ratio "$(val "$s10k" median_ms)" "$(val "$s100" median_ms)")" "10k÷100 ≤ 2"
# A full-window blur (UIVisualEffectView, .systemMaterial, σ 30 pt) on the sheet sliding over the
# page: its backdrop changes every frame, so every frame reads and blurs it anew.
for size in 1024x768 2560x1440; do
  blur=$("$BIN/TransitionBench" --mode image --frames 300 --size "$size" --blur --json "$OUT/blur-$size.json")
  row "full-window blur over a moving page $size: median / p99 ms" "$(val "$blur" median_ms) / $(val "$blur" p99_ms)" "" "" "p99 ≤ 8 at 1024x768"
  if command -v valgrind >/dev/null; then
    ir_blur=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file="$OUT/cg.blur-$size" \
              "$BIN/TransitionBench" --mode image --frames 30 --warmup 0 --size "$size" --blur 2>&1 | sed -n 's/.*Collected : //p')
    row "instructions per frame, full-window blur $size (callgrind)" "$(( ${ir_blur:-0} / 30 ))" "" "" ""
  fi
done
# The 3D rows: the same scene turned over by a perspective card flip instead of the slide (the
# projective path: one screen-sized image projected by the renderer's sampler per frame), about
# the vertical axis and (a flip from the top) about the horizontal one, beside the slide.
# Frame times on a shared machine swing by a third from one run to the next, so the three run
# in turn, seven times, and each row gives the median of the seven runs' medians and the median
# of the seven ratios (each ratio from a flip and the slide run just before it).
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
slides=(); flips=(); flipvs=(); ratios=(); ratiovs=()
for _ in 1 2 3 4 5 6 7; do
  s=$(val "$("$BIN/TransitionBench" --mode image --frames "$FRAMES")" median_ms)
  f=$(val "$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --flip --json "$OUT/flip.json")" median_ms)
  v=$(val "$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --flip-vertical)" median_ms)
  slides+=("$s"); flips+=("$f"); flipvs+=("$v"); ratios+=("$(ratio "$f" "$s")"); ratiovs+=("$(ratio "$v" "$s")")
done
slide=$(printf '%s\n' "${slides[@]}" | median)
row "frame median ms, perspective flip / slide (image, 7 runs)" "$(printf '%s\n' "${flips[@]}" | median) / $slide" "" "$(printf '%s\n' "${ratios[@]}" | median)" "≤ 2"
row "frame median ms, flip from the top / slide (image, 7 runs)" "$(printf '%s\n' "${flipvs[@]}" | median) / $slide" "" "$(printf '%s\n' "${ratiovs[@]}" | median)" "≤ 2"
echo "  the seven ratios, flip: ${ratios[*]}; from the top: ${ratiovs[*]}"
# The same ratio with the slide and the flip taking turns frame by frame in one process
# (TransitionBench --paired), so that both see the same phase of the machine's speed: five runs
# each, the median of their ratios (each the flip's median over the slide's).
pairs=(); pairvs=()
for _ in 1 2 3 4 5; do
  p=$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --paired --flip)
  q=$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --paired --flip-vertical)
  pairs+=("$(val "$p" ratio)"); pairvs+=("$(val "$q" ratio)")
done
row "frame median, perspective flip / slide (paired, 5 runs)" "" "" "$(printf '%s\n' "${pairs[@]}" | median)" "≤ 2"
row "frame median, flip from the top / slide (paired, 5 runs)" "" "" "$(printf '%s\n' "${pairvs[@]}" | median)" "≤ 2"
echo "  the five paired ratios, flip: ${pairs[*]}; from the top: ${pairvs[*]}"
if command -v valgrind >/dev/null; then
  ir_flip=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file="$OUT/cg.flip" \
            "$BIN/TransitionBench" --mode image --frames 60 --warmup 0 --flip 2>&1 | sed -n 's/.*Collected : //p')
  ir_slide=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file=/dev/null \
            "$BIN/TransitionBench" --mode image --frames 60 --warmup 0 2>&1 | sed -n 's/.*Collected : //p')
  row "instructions per frame, perspective flip / slide (callgrind)" "$(( ${ir_flip:-0} / 60 )) / $(( ${ir_slide:-0} / 60 ))" "" "$(ratio "${ir_flip:-0}" "${ir_slide:-0}")" "≤ 2"
fi
# The reference slide at three window sizes: ours against the yardstick, the client's time and
# instructions and the X server's CPU per frame (from /proc/<Xvfb>/stat over the run), against
# the floor of one window-sized memcpy on this machine.
sizes_table() {
  local n=$(( FRAMES < 300 ? FRAMES : 300 )) hz ticks
  hz=$(getconf CLK_TCK)
  ticks() { awk '{ print $14 + $15 }' "/proc/$XPID/stat"; }
  echo
  echo "sizes: the reference slide, $n frames; ms are medians; X server = Xvfb's CPU per frame"
  printf '| %-9s | %-24s | %-26s | %-38s | %-38s | %-22s |\n' "window" "image ms: ours / yard (×)" "instr/frame: ours / yard (×)" "X11 ms: ours client+server=sum (p99)" "yard upload: client+server=sum (×)" "memcpy ms / damage MB"
  printf '| %s | %s | %s | %s | %s | %s |\n' --- --- --- --- --- ---
  for size in 1024x768 2560x1440 3840x2160; do
    local o t io it xo xt so st mc
    o=$("$BIN/TransitionBench" --mode image --frames "$n" --size "$size" --json "$OUT/image-$size.json")
    t=$([ -n "$BASE" ] && "$BASE" --mode image --frames "$n" --size "$size" | grep RESULT)
    if command -v valgrind >/dev/null; then
      io=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file="$OUT/cg.ours-$size" \
           "$BIN/TransitionBench" --mode image --frames 30 --warmup 0 --size "$size" 2>&1 | sed -n 's/.*Collected : //p')
      it=$([ -n "$BASE" ] && valgrind --tool=callgrind --toggle-collect=render_frame --callgrind-out-file="$OUT/cg.base-$size" \
           "$BASE" --mode image --frames 30 --warmup 0 --size "$size" 2>&1 | sed -n 's/.*Collected : //p')
    fi
    mc=$("$BIN/TransitionBench" --mode memcpy --frames 200 --size "$size")
    local xs="n/a" ys="n/a"
    if [ -n "${DISPLAY:-}" ] && [ -n "$XPID" ]; then
      local a b
      a=$(ticks); xo=$("$BIN/TransitionBench" --mode x11 --frames "$n" --size "$size" --json "$OUT/x11-$size.json"); b=$(ticks)
      so=$(awk -v d=$((b - a)) -v hz="$hz" -v n="$n" 'BEGIN { printf "%.2f", d * 1000 / hz / n }')
      xs=$(awk -v c="$(val "$xo" median_ms)" -v s="$so" -v p="$(val "$xo" p99_ms)" 'BEGIN { printf "%.2f+%.2f=%.2f (%.2f)", c, s, c + s, p }')
      if [ -n "$BASE" ]; then
        a=$(ticks); xt=$("$BASE" --mode upload --frames "$n" --size "$size" | grep RESULT); b=$(ticks)
        st=$(awk -v d=$((b - a)) -v hz="$hz" -v n="$n" 'BEGIN { printf "%.2f", d * 1000 / hz / n }')
        ys=$(awk -v c="$(val "$xt" median_ms)" -v s="$st" -v oc="$(val "$xo" median_ms)" -v os="$so" \
             'BEGIN { printf "%.2f+%.2f=%.2f (%.2f)", c, s, c + s, (c + s > 0 ? (oc + os) / (c + s) : 0) }')
      fi
    fi
    printf '| %-9s | %-24s | %-26s | %-38s | %-38s | %-22s |\n' "$size" \
      "$(val "$o" median_ms) / $(val "$t" median_ms) ($(ratio "$(val "$o" median_ms)" "$(val "$t" median_ms)"))" \
      "$(( ${io:-0} / 30 )) / $(( ${it:-0} / 30 )) ($(ratio "${io:-0}" "${it:-0}"))" "$xs" "$ys" \
      "$(val "$mc" median_ms) / $(awk -v px="$(val "$o" damage_px)" 'BEGIN { printf "%.1f", px * 4 / 1e6 }')"
  done
  if [ -n "${DISPLAY:-}" ] && [ -x /usr/bin/time ]; then
    local rss
    rss=$( { /usr/bin/time -f 'RSS %M' "$BIN/TransitionBench" --mode x11 --frames 120 --size 3840x2160 >/dev/null; } 2>&1 | sed -n 's/^RSS //p')
    echo "peak RSS, the slide at 3840x2160 in an X11 window: $(awk -v k="${rss:-0}" 'BEGIN { printf "%.1f", k / 1024 }') MB (budget 40 MB + 3 window buffers = $(awk 'BEGIN { printf "%.1f", 40 + 3 * 3840 * 2160 * 4 / 1048576 }') MB)"
  fi
  echo
}
sizes_table

timing=$("$BIN/TransitionBench" --mode timing --json "$OUT/timing.json" | grep RESULT)
row "finish/cancel duration error, worst of 12 (ms)" "$(val "$timing" worst_error_ms)" "" "" "≤ one frame (16.7)"
if [ -n "${DISPLAY:-}" ] && command -v xdotool >/dev/null; then
  /usr/bin/python3 scripts/bench_app.py "$BIN/Playground" "$OUT/app.json" | tee "$OUT/app.txt" | sed 's/^/  /'
else
  echo "skipped: app figures (they need Xvfb and xdotool)"
fi
# --- The list: 10,000 self-sizing rows flung and dragged for 60 s of frame time (ListBenchmark.swift).
list=$("$BIN/TransitionBench" --mode list --seconds 60 --json "$OUT/list.json" | grep RESULT)
row "list fling: frame median / p99 ms (1024x768)" "$(val "$list" median_ms) / $(val "$list" p99_ms)" "" "" "p99 ≤ 4"
row "list fling: cells alive at most / bound (visible + one screen)" "$(val "$list" cells_alive_max) / $(val "$list" cells_bound)" "" "" "≤ bound"
row "list fling: RSS MB after 6 s / at 60 s" "$(val "$list" rss_start_mb) / $(val "$list" rss_end_mb)" "" "" "flat"
row "list fling: largest deviation from the closed-form decay (pt)" "$(val "$list" decay_deviation_pt)" "" "" "≤ 0.5"
if command -v valgrind >/dev/null; then
  ir_list=$(valgrind --tool=callgrind --toggle-collect='*ListSoakC5timed*' --callgrind-out-file="$OUT/cg.list" \
            "$BIN/TransitionBench" --mode list --seconds 5 2>&1 | sed -n 's/.*Collected : //p')
  row "list fling: instructions per frame, 5 s (callgrind)" "$(( ${ir_list:-0} / 301 ))" "" "" ""
fi
# --- end of the list block.
# --- Text: a page of 1,000 labels laid out and drawn with Pango (new to the layout cache, then
# cached) against Cairo's toy text API (TextBenchmark.swift); medians of 7 runs.
text=$("$BIN/TransitionBench" --mode text --runs 7 --json "$OUT/text.json" | grep RESULT)
row "text page, 1,000 labels: Pango new / cached / toy API (ms)" \
  "$(val "$text" pango_cold_ms) / $(val "$text" pango_warm_ms) / $(val "$text" toy_ms)" "" "" ""
if command -v valgrind >/dev/null; then
  for pass in pangoCold pangoWarm toyTimed; do
    variant=pango; [ "$pass" = toyTimed ] && variant=toy
    ir=$(valgrind --tool=callgrind --toggle-collect="*$pass*" --callgrind-out-file="$OUT/cg.text.$pass" \
         "$BIN/TransitionBench" --mode text --runs 3 --variant "$variant" 2>&1 | sed -n 's/.*Collected : //p')
    row "text page: instructions per page, $pass (callgrind)" "$(( ${ir:-0} / 3 ))" "" "" ""
  done
fi
# A table of 30 multi-line labels sliding in (--text-table) against the plain reference slide, in
# the same run: medians of 600 frames, and instructions per frame over 30 frames from the first
# (which shapes and draws the table's text) and from the third on (30 frames less the first 2).
for size in 1024x768 2560x1440; do
  tp=$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --size "$size" | grep RESULT)
  tt=$("$BIN/TransitionBench" --mode image --frames "$FRAMES" --size "$size" --text-table | grep RESULT)
  row "text table / plain slide $size: median ms" "$(val "$tt" median_ms) / $(val "$tp" median_ms)" "" "$(ratio "$(val "$tt" median_ms)" "$(val "$tp" median_ms)")" "≤ 1"
  if command -v valgrind >/dev/null; then
    for v in text plain; do
      opt=; [ "$v" = text ] && opt=--text-table
      for f in 30 2; do
        n=$(valgrind --tool=callgrind --toggle-collect='*benchFrame*' --callgrind-out-file=/dev/null \
            "$BIN/TransitionBench" --mode image --frames "$f" --warmup 0 --size "$size" $opt 2>&1 | sed -n 's/.*Collected : //p')
        eval "ir_${v}_$f=${n:-0}"
      done
    done
    row "text table / plain, instructions per frame, 30 frames $size" "$((ir_text_30 / 30)) / $((ir_plain_30 / 30))" "" "$(ratio "$ir_text_30" "$ir_plain_30")" ""
    row "  the same from the third frame on" "$(((ir_text_30 - ir_text_2) / 28)) / $(((ir_plain_30 - ir_plain_2) / 28))" "" \
      "$(ratio "$((ir_text_30 - ir_text_2))" "$((ir_plain_30 - ir_plain_2))")" "≤ 1"
  fi
done
# --- end of the text block.
echo "results: $OUT/"
