#!/usr/bin/env bash
# Makes the screenshots in docs/: the studio on seed example two (12
# solutions, alternatives side by side) in a virtual 1100×760 display
# (docs/screenshot.png, the README's), and on a 30×30 nonogram with several
# solutions in 1024×700, a small laptop's window (docs/screenshot-nonogram-30.png).
# Needs: a build in build/, xvfb, imagemagick (import), dbus-daemon; xdotool
# (optional) to move the pointer off the board.
set -eu
cd "$(dirname "$0")/.."

if [ "${WP_INSIDE_XVFB:-}" != 1 ]; then
  WP_INSIDE_XVFB=1 dbus-run-session -- xvfb-run -a -s "-screen 0 1100x760x24" "$0" \
    tests/data/seed002-example-two.txt docs/screenshot.png
  WP_INSIDE_XVFB=1 exec dbus-run-session -- xvfb-run -a -s "-screen 0 1024x700x24" "$0" \
    tests/data/nonogram-smiley-30.non docs/screenshot-nonogram-30.png
fi

# A folder of its own for recovery copies: no earlier run's copies are offered.
export XDG_DATA_HOME="$(mktemp -d)"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
build/src/app/wellposed "$1" &
pid=$!
sleep 5
# The pointer starts mid-screen, over the board, where it shows a tooltip.
command -v xdotool >/dev/null && xdotool mousemove 1 1 && sleep 1
/usr/bin/import -window root "$2"
kill "$pid"
echo "wrote $2"
