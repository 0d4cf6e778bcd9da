#!/usr/bin/env bash
# Installs, on Debian 12, whatever the build and the test suite need and the
# machine lacks.  Safe to run again: it installs only missing packages.
set -eu

packages=(
  gcc libc6-dev pkg-config meson ninja-build gettext
  libglib2.0-dev libglib2.0-bin libjson-glib-dev
  libgtk-4-dev libadwaita-1-dev
  python3 desktop-file-utils appstream
  poppler-utils
  xvfb xauth dbus-daemon
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi
