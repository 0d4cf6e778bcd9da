#!/usr/bin/env bash
# Makes docs/screenshot.png: the studio on seed example two (12 solutions,
# alternatives side by side) in a virtual 1100×760 display.
# Needs: a build in build/, xvfb, imagemagick (import), dbus-daemon.
set -eu
cd "$(dirname "$0")/.."
out=${1:-docs/screenshot.png}

if [ "${WP_INSIDE_XVFB:-}" != 1 ]; then
  WP_INSIDE_XVFB=1 exec dbus-run-session -- xvfb-run -a -s "-screen 0 1100x760x24" "$0" "$out"
fi

export GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
build/src/app/wellposed tests/data/seed002-example-two.txt &
pid=$!
sleep 4
import -window root "$out"
kill "$pid"
echo "wrote $out"
