#!/usr/bin/env bash
# The worker and counter tests under ThreadSanitizer (see docs/testing.md).
# Not part of tests/run-all.sh: ThreadSanitizer slows the search tenfold,
# and the counter tests give an analysis 0.2 s, which a loaded machine can
# miss under it.  Ends with "N passed, N failed" like run-all.
set -u
cd "$(dirname "$0")/.."
bash tests/install-deps.sh || exit 1
dir=build-tsan
{ meson setup --wipe "$dir" -Db_sanitize=thread -Dbenchmarks=false >/dev/null 2>&1 ||
  meson setup "$dir" -Db_sanitize=thread -Dbenchmarks=false; } && meson compile -C "$dir" >/dev/null || exit 1
status=0
TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/tests/tsan.supp" \
  meson test -C "$dir" counter engine --print-errorlogs || status=$?
python3 - "$dir/meson-logs/testlog.json" "$status" <<'PY'
import json, sys
ok = bad = 0
for line in open(sys.argv[1]):
    out = json.loads(line).get("stdout", "")
    ok += sum(1 for l in out.splitlines() if l.startswith("ok "))
    bad += sum(1 for l in out.splitlines() if l.startswith("not ok "))
if sys.argv[2] != "0" and bad == 0:
    bad = 1   # a program died before it could say "not ok"
print(f"{ok} passed, {bad} failed")
PY
exit $status
