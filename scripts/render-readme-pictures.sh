#!/usr/bin/env bash
# Renders the README's pictures headlessly (no display needed) from the built playground:
#   docs/home.png      the home screen
#   docs/scenes.png    each scene half-way through its demo drag (frame 9), at half size, side by side
#   docs/sheet-drag.gif  the sheet scene's demo drag as an animated GIF (--export-gif)
# Usage: bash scripts/render-readme-pictures.sh   (after swift build --product Playground)
set -euo pipefail
cd "$(dirname "$0")/.."
app=.build/debug/Playground
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

: > "$work/empty.txt"   # a script with no steps: the home screen as it opens
"$app" --headless --frames 1 --output "$work/home" --script "$work/empty.txt" >/dev/null
cp "$work/home/frame-0001.png" docs/home.png

panels=()
for scene in $("$app" --list | awk '{ print $1 }'); do   # every scene of the catalog, in its order
    "$app" --headless --scene "$scene" --output "$work/$scene" >/dev/null
    /usr/bin/convert "$work/$scene/frame-0009.png" -resize 50% "$work/$scene-panel.png"
    panels+=("$work/$scene-panel.png")
done
/usr/bin/convert "${panels[@]}" +append docs/scenes.png

"$app" --headless --scene sheet --output "$work/gif" --export-gif docs/sheet-drag.gif >/dev/null
echo "wrote docs/home.png, docs/scenes.png and docs/sheet-drag.gif"
