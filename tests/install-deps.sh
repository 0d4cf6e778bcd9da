#!/usr/bin/env bash
# Installs, on Debian 12, whatever the build and the test suite need and the
# machine lacks.  Safe to run again: it installs only missing packages.
#   --fuzz   also clang and its libFuzzer runtime, for tests/fuzz
set -eu

packages=(
  gcc libc6-dev pkg-config meson ninja-build gettext
  libglib2.0-dev libglib2.0-bin libjson-glib-dev
  libgtk-4-dev libadwaita-1-dev
  python3 desktop-file-utils appstream libxml2-utils
  poppler-utils
  xvfb xauth dbus-daemon
)
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang libclang-rt-14-dev)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "Not root and no sudo: as root, run" >&2
      echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
    sudo="sudo"
  fi
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi
