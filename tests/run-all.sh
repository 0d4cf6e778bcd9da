#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what is missing, then builds
# and tests twice — a normal build, and one under AddressSanitizer and
# UndefinedBehaviorSanitizer — runs the threaded tests under
# ThreadSanitizer, and gives every fuzz target a short run.  Ends with one line "N passed, N failed"
# counting individual test cases of both builds (", N skipped" follows:
# the data-set cases skip when ../shared/data is missing).
set -u
cd "$(dirname "$0")/.."

bash tests/install-deps.sh --fuzz || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
skipped=0

# Counts the "ok" / "not ok" / "# SKIP" TAP lines of every test program in a
# build's log: prints "passed failed skipped".  A skipped case is not a pass.
count_cases() {
  python3 - "$1/meson-logs/testlog.json" <<'PY'
import json, sys
ok = bad = skipped = 0
for line in open(sys.argv[1]):
    entry = json.loads(line)
    tap = [l for l in entry.get("stdout", "").splitlines()
           if l.startswith("ok ") or l.startswith("not ok ") or l.startswith("1..0")]
    if not tap:  # a program that crashed, or skipped, before printing counts once
        if entry["result"] == "SKIP":
            skipped += 1
        elif entry["result"] == "OK":
            ok += 1
        else:
            bad += 1
        continue
    for l in tap:
        if "# SKIP" in l or "# skip" in l:
            skipped += 1
        elif l.startswith("1..0"):
            continue
        elif l.startswith("not ok ") and "# TODO" not in l:
            bad += 1
        else:
            ok += 1
    if entry["result"] not in ("OK", "SKIP") and not any(l.startswith("not ok ") for l in tap):
        bad += 1   # it died after its last report
print(ok, bad, skipped)
PY
}

run_suite() {
  local dir=$1; shift
  echo "=== $dir: meson setup $*"
  if ! { meson setup --wipe "$dir" "$@" >/dev/null 2>&1 || meson setup "$dir" "$@"; } ||
     ! meson compile -C "$dir"; then
    echo "=== $dir: build failed"
    failed=$((failed + 1))
    return
  fi
  # UI tests need a display: give them a virtual one (and a session bus).
  local runner=()
  if [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
    runner=(xvfb-run -a -s "-screen 0 1280x800x24")
    command -v dbus-run-session >/dev/null && runner=(dbus-run-session -- "${runner[@]}")
  fi
  local status=0
  # WP_TESTS: only these tests (names, space-separated); default every one.
  # shellcheck disable=SC2086
  "${runner[@]}" meson test -C "$dir" --print-errorlogs --num-processes 2 \
    --timeout-multiplier "${WP_TIMEOUT_MULTIPLIER:-1}" ${WP_TESTS:-} || status=$?
  local ok=0 bad=0 skip=0
  if [ -f "$dir/meson-logs/testlog.json" ]; then
    read -r ok bad skip < <(count_cases "$dir")
  fi
  # A failing run must never read as a pass, even if no case said "not ok".
  if [ "$status" -ne 0 ] && [ "${bad:-0}" -eq 0 ]; then
    bad=1
  fi
  echo "=== $dir: $ok passed, $bad failed, $skip skipped"
  passed=$((passed + ok))
  failed=$((failed + bad))
  skipped=$((skipped + skip))
}

run_suite build
# fast_unwind_on_malloc=0: Debian's GLib keeps no frame pointers, so the
# fast unwinder stops inside g_malloc and a library's leak loses the frames
# that tests/lsan.supp names; a leak with a two-frame stack then fails the
# suite at random.  The slow unwinder sees the whole stack.
LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0 \
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=0 \
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 WP_TIMEOUT_MULTIPLIER=8 \
  run_suite build-sanitize -Db_sanitize=address,undefined -Db_lundef=false -Dbenchmarks=false

# ThreadSanitizer on the tests whose work crosses threads: the live counter
# (its reports and puzzles handed between the worker and the main thread)
# and the engine (cancelling from another thread).  Only these: the search
# runs ten times slower under it, and the window suite's GTK is not built
# for it.  The reference counts they share are C11 / compiler atomics that
# ThreadSanitizer sees (docs/testing.md); tests/tsan.supp names GLib's own.
TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/tests/tsan.supp" \
WP_TESTS="counter engine" WP_TIMEOUT_MULTIPLIER=4 \
  run_suite build-tsan -Db_sanitize=thread -Dbenchmarks=false

# The libFuzzer targets (tests/fuzz), each for 20 seconds (the first few go to
# replaying its corpus) from its corpus and past crashes: a smoke run that a
# reader still holds up.  The long runs
# are documented in docs/testing.md.  Each target counts as one case.
run_fuzz_smoke() {
  local dir=build-fuzz seconds=${WP_FUZZ_SECONDS:-20}
  echo "=== $dir: libFuzzer smoke runs, $seconds s each"
  if ! { CC=clang meson setup --wipe "$dir" -Dfuzzing=true -Db_sanitize=address,undefined \
           -Db_lundef=false -Dbenchmarks=false >/dev/null 2>&1 ||
         CC=clang meson setup "$dir" -Dfuzzing=true -Db_sanitize=address,undefined \
           -Db_lundef=false -Dbenchmarks=false; } ||
     ! meson compile -C "$dir" >/dev/null; then
    echo "=== $dir: build failed"
    failed=$((failed + 1))
    return
  fi
  local log ok bad status=0
  log=$(bash tests/fuzz/run.sh "$dir" --seconds "$seconds") || status=$?
  echo "$log"
  ok=$(grep -c '^ok ' <<<"$log")
  bad=$(grep -c '^not ok ' <<<"$log")
  # A run that failed, or ran no target, must never read as a pass.
  if { [ "$status" -ne 0 ] || [ "$ok" -eq 0 ]; } && [ "$bad" -eq 0 ]; then
    bad=1
  fi
  echo "=== $dir: $ok passed, $bad failed"
  passed=$((passed + ok))
  failed=$((failed + bad))
}

run_fuzz_smoke

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
