#!/usr/bin/env bash
# Installs the Debian packages TransitionPlayground needs to build, run and test, when any is
# missing. Uses apt-get as root, sudo otherwise. Safe to run again: it installs nothing twice.
set -euo pipefail

packages=(
  pkg-config libx11-dev libxext-dev libcairo2-dev libxtst-dev libpixman-1-dev   # build
  libpango1.0-dev                                                # text layout (Pango over cairo)
  fonts-inter fonts-dejavu-core                                  # the system font, its fallback and the monospaced font
  fonts-noto-color-emoji fonts-wqy-microhei                      # fallback for emoji and CJK (a small CJK font)
  xvfb xauth x11-utils xdotool imagemagick xclip                 # the X11 tests (xclip: the other clipboard client)
  python3-pil                                                    # reads animated PNGs back in the tests
  g++                                                            # kiwi, in scripts/bench-layout.sh
  libxi-dev                                                      # XInput2 smooth scrolling
  libturbojpeg0-dev                                              # JPEG images (UIImage)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "error: missing packages (${missing[*]}) and no root or sudo to install them" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# A build planned while a library was missing keeps the compiler flags pkg-config could not
# give then (say, no -I for Pango's headers), and the package manager does not plan again when
# the library arrives: "'pango/pangocairo.h' file not found" until the plan is dropped. Only the
# plans go (the compiled modules stay); the next build makes them again.
rm -f "$(dirname "$0")/../.build/"*.yaml
