#!/usr/bin/env bash
# Runs the libFuzzer targets of a -Dfuzzing=true build (see docs/testing.md).
#
#   tests/fuzz/run.sh BUILD_DIR --seconds S [READER…]   each target for S seconds
#   tests/fuzz/run.sh BUILD_DIR --runs N [READER…]      each target for N inputs
#
# Each target starts from a scratch copy of corpus/READER (the repository's
# corpus is never written to) plus crashes/READER, with criticals fatal.
# A crash leaves its input as BUILD_DIR/fuzz-artifacts/crash-READER-…; copy
# it into crashes/READER once fixed, so replay keeps it as a test.  Prints a
# TAP line per target with the executions it made, and exits non-zero when
# any target failed.  With WP_FUZZ_KEEP=DIR the grown corpus of each target
# is kept in DIR/READER (to minimise into corpus/ with libFuzzer's -merge=1).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=$1; shift
case "${1:-}" in
  --seconds) limit=(-max_total_time="$2") ;;
  --runs) limit=(-runs="$2") ;;
  *) echo "usage: $0 BUILD_DIR --seconds S | --runs N [READER…]" >&2; exit 2 ;;
esac
shift 2

readers=("$@")
if [ ${#readers[@]} -eq 0 ]; then
  for binary in "$build"/tests/fuzz/fuzz-*; do
    [ -x "$binary" ] && [ -f "$binary" ] && readers+=("${binary##*/fuzz-}")
  done
fi

dictionary_for() {
  case "$1" in
    native) echo "$here/native.dict" ;;
    webpbn-xml) echo "$here/xml.dict" ;;
    link|fpuzzles-link) echo "$here/link.dict" ;;
    fpuzzles) echo "$here/fpuzzles.dict" ;;
    sgt-mines) echo "$here/sgt-mines.dict" ;;
    *) echo "$here/text.dict" ;;
  esac
}

mkdir -p "$build/fuzz-artifacts"
failed=0
n=0
echo "1..${#readers[@]}"
for reader in "${readers[@]}"; do
  n=$((n + 1))
  if [ -n "${WP_FUZZ_KEEP:-}" ]; then
    scratch="$WP_FUZZ_KEEP/$reader"
    mkdir -p "$scratch"
  else
    scratch=$(mktemp -d)
  fi
  cp -r "$here/corpus/$reader/." "$scratch/"
  # Past crashes seed the run too; a reader with none has no folder (git
  # keeps no empty ones), and libFuzzer stops on a folder that is missing.
  seeds=("$scratch")
  [ -d "$here/crashes/$reader" ] && seeds+=("$here/crashes/$reader")
  log="$build/fuzz-artifacts/$reader.log"
  G_DEBUG=fatal-criticals G_SLICE=always-malloc LC_ALL=C.UTF-8 \
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    "$build/tests/fuzz/fuzz-$reader" "${limit[@]}" -max_len=4096 -timeout=20 -rss_limit_mb=3072 \
      -dict="$(dictionary_for "$reader")" -print_final_stats=1 \
      -artifact_prefix="$build/fuzz-artifacts/crash-$reader-" \
      "${seeds[@]}" >"$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  corpus=$(find "$scratch" -type f | wc -l)
  [ -n "${WP_FUZZ_KEEP:-}" ] || rm -rf "$scratch"
  if [ $status -eq 0 ]; then
    echo "ok $n - fuzz-$reader: ${runs:-?} inputs, corpus grew to $corpus"
  else
    echo "not ok $n - fuzz-$reader: exit $status after ${runs:-?} inputs (log: $log)"
    grep -E "ERROR|CRITICAL|SUMMARY|==[0-9]+==" "$log" | head -5 | sed 's/^/#   /'
    failed=$((failed + 1))
  fi
done
[ $failed -eq 0 ]
