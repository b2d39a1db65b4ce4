# The flags of the release build of the apps, sourced by launch.sh and bench.sh so that what is
# measured is what is launched. Usage: source scripts/release-flags.sh; swift build -c release "${RELEASE_FLAGS[@]}"
#
# - --static-swift-stdlib: the Swift runtime, Foundation and Dispatch are linked into the
#   executable instead of loaded as a dozen shared libraries. At start-up the dynamic linker
#   then does not read those libraries' relocation and symbol tables nor write their data
#   pages (with the shared libraries: about 10 MB of resident pages, ICU's 1.1 MB among them for
#   nothing, see BENCHMARKS.md), and the linker drops the parts of Foundation the app never calls.
# - -use-ld=lld and -z pack-relative-relocs: the executable's 100,000 relative relocations (its
#   pointers to itself) are stored as RELR bitmaps (19 KB) instead of a 2.5 MB table the
#   dynamic linker reads at start-up. glibc 2.36 (Debian 12) applies them; gold cannot write
#   them, lld (in the Swift toolchain) can.
# - --symbol-ordering-file scripts/playground.order: the functions the Playground's scenes run
#   placed side by side at the start of the code (scripts/order-file.sh writes the list), so a
#   scene's code pages hold code it runs: the kernel maps 64 KB of code around each fault, and
#   the executable's code was the largest part of a scene's resident memory (BENCHMARKS.md).
#   Functions the list does not name, and names it holds that the program no longer has, are
#   no error (--no-warn-symbol-ordering): a stale list costs only locality.
#
# Debug builds and the tests keep the shared libraries (the test runners load Swift Testing,
# which links them).
RELEASE_FLAGS=(--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
ORDER_FILE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/playground.order"
if [ -f "$ORDER_FILE" ]; then
  RELEASE_FLAGS+=(-Xlinker "--symbol-ordering-file=$ORDER_FILE" -Xlinker --no-warn-symbol-ordering)
fi
