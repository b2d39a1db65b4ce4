#!/usr/bin/env bash
# Draws the playground's pictures into Assets/ with ImageMagick: nine landscape "photos"
# (gallery-N.png, 400×300) and their square thumbnails (thumb-N.png, 120×120). A thumbnail
# is the centre crop of its photo, so a zoom between the two lines up exactly.
#
#     bash scripts/make-assets.sh          # needs ImageMagick's `convert` (apt-get install imagemagick)
#
# The PNGs are committed; run this again only to change them.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || { echo "error: ImageMagick's convert is needed (apt-get install imagemagick)" >&2; exit 1; }
mkdir -p Assets

# number | sky top | sky bottom | sun or moon | far shapes | near shapes | sun x,y,r | land | extra
photos=(
  "1|#3A8DDE|#BFE6FF|#FFF6D5|#7A93B8|#2F5D8A|300,80,34|peaks|lake"          # Alpine Lake
  "2|#F59E42|#FFE3B0|#FFFFFF|#E8A765|#C8743A|250,70,40|dunes|none"         # Desert Dunes
  "3|#E8505B|#FFB88C|#FFE066|#8E3B62|#3B2552|200,190,56|none|sea"          # Sunset Bay
  "4|#6CC5B0|#E2F7EF|#FFFFFF|#3E8E6B|#1F5C45|310,70,28|peaks|pines"        # Pine Ridge
  "5|#9B6CD8|#F4C6E8|#FFF2F9|#B287D6|#6E4AA8|290,110,38|hills|rows"        # Lavender Fields
  "6|#8FB8E8|#F2F7FF|#FFFFFF|#C9DCF2|#9DBBE0|180,80,30|peaks|ice"          # Glacier
  "7|#F3A53B|#FFE08A|#FFF7E0|#C4572E|#8A3420|280,80,42|mesas|none"         # Canyon
  "8|#0E1B2E|#2D5470|#F2F2E6|#1E3550|#0A1626|300,70,26|hills|stars,lights" # Harbor at Night
  "9|#121A3A|#1F6F6B|#E8FFF6|#2A4F5C|#0E2A33|320,60,18|peaks|stars,aurora" # Aurora
)

# Shapes for each kind of land: far layer, then near layer (ImageMagick -draw primitives).
land_far() {
  case "$1" in
    peaks) echo "polygon 0,210 60,150 120,185 190,120 260,175 330,130 400,190 400,300 0,300" ;;
    dunes) echo "ellipse 120,300 220,90 0,360" ;;
    hills) echo "ellipse 300,290 230,90 0,360" ;;
    mesas) echo "polygon 0,300 0,170 70,170 90,200 170,200 180,150 260,150 280,210 400,210 400,300" ;;
    *) echo "point 0,0" ;;
  esac
}
land_near() {
  case "$1" in
    peaks|hills) echo "ellipse 90,330 200,110 0,360 ellipse 330,340 190,120 0,360" ;;
    dunes) echo "ellipse 330,320 240,100 0,360" ;;
    mesas) echo "polygon 0,300 0,250 130,240 200,262 400,246 400,300" ;;
    *) echo "point 0,0" ;;
  esac
}
# Extra details drawn on top.
extras() {
  local draw=()
  for extra in ${1//,/ }; do
    case "$extra" in
      lake)   draw+=(-fill "rgba(255,255,255,0.25)" -draw "rectangle 0,262 400,300" -fill "rgba(255,255,255,0.5)" -draw "rectangle 60,272 150,274 rectangle 220,284 330,286") ;;
      sea)    draw+=(-fill "#2A1D45" -draw "rectangle 0,200 400,300" -fill "rgba(255,224,102,0.7)" -draw "rectangle 150,215 250,219 rectangle 165,235 235,238 rectangle 180,255 220,257 rectangle 188,272 212,274") ;;
      pines)  for x in 30 70 112 250 292 340; do draw+=(-fill "#174A37" -draw "polygon $x,300 $((x + 18)),205 $((x + 36)),300"); done ;;
      ice)    draw+=(-fill "#FFFFFF" -draw "polygon 190,120 165,139 180,135 190,145 203,133 215,139 polygon 330,130 308,145 320,143 330,150 340,142 352,146 polygon 60,150 44,162 55,160 62,166 70,160 78,162") ;;
      rows)   for y in 250 268 286; do draw+=(-fill "rgba(255,255,255,0.18)" -draw "rectangle 0,$y 400,$((y + 5))"); done ;;
      stars)  for xy in 30,40 140,30 210,90 250,25 360,40 120,110 60,140 380,120 190,50; do draw+=(-fill "rgba(255,255,255,0.8)" -draw "circle ${xy} ${xy%,*},$((${xy#*,} + 1))"); done ;;
      lights) for x in 40 70 120 160 230 270 320 360; do draw+=(-fill "#FFD27A" -draw "rectangle $x,262 $((x + 6)),268"); done ;;
      aurora) draw+=(-stroke "rgba(80,255,170,0.45)" -strokewidth 14 -fill none -draw "path 'M 0,150 C 120,50 240,190 400,70'" -stroke "rgba(120,200,255,0.3)" -strokewidth 8 -draw "path 'M 0,185 C 130,95 250,205 400,115'" -stroke none) ;;
    esac
  done
  if ((${#draw[@]})); then printf '%s\n' "${draw[@]}"; fi
}

for entry in "${photos[@]}"; do
  IFS='|' read -r n top bottom sun far near disc land extra <<<"$entry"
  IFS=',' read -r sx sy sr <<<"$disc"
  mapfile -t extra_args < <(extras "$extra")
  convert -size 400x300 "gradient:${top}-${bottom}" \
    -fill "$sun" -draw "circle ${sx},${sy} $((sx + sr)),${sy}" \
    -fill "$far" -draw "$(land_far "$land")" \
    -fill "$near" -draw "$(land_near "$land")" \
    "${extra_args[@]}" \
    -fill "rgba(0,0,0,0.35)" -draw "roundrectangle 66,14 110,54 10,10" \
    -fill white -font DejaVu-Sans-Bold -pointsize 26 -gravity NorthWest -annotate "+79+17" "$n" \
    -strip -define png:compression-level=9 "Assets/gallery-${n}.png"
  convert "Assets/gallery-${n}.png" -gravity center -crop 300x300+0+0 +repage -resize 120x120 \
    -strip -define png:compression-level=9 "Assets/thumb-${n}.png"
done
du -ch Assets/*.png | tail -1
