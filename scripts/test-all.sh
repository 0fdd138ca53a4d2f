#!/usr/bin/env bash
# Runs every check the project has, in the order a failure is cheapest to find:
# lint, types, generated meta-schemas, schema lint, unit and server tests (on PGlite, and on
# PostgreSQL too when DATABASE_URL is set), the production build, then Playwright end to end.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
# The failing tests' names of every failed stage, repeated at the very end: a long run's log is
# often read from its tail, where a failure of an early stage would have scrolled away.
failed_tests=$(mktemp)
stage_log=$(mktemp)
trap 'rm -f "$failed_tests" "$stage_log"' EXIT

stage() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  if "$@" 2>&1 | tee "$stage_log"; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
    {
      echo "--- $name"
      sed -E 's/\x1b\[[0-9;]*m//g' "$stage_log" | grep -E '^ *(FAIL|×|✘|[0-9]+\) |Expected|Received|Timeout)|Error: ' | head -80
    } >>"$failed_tests"
  fi
}

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-wrk.sh || exit 1

stage "eslint" npx eslint . --max-warnings=0
stage "prettier" npx prettier --check .
stage "typescript" npx tsc -p tsconfig.json --noEmit
stage "meta-schemas up to date" npm run -s check:meta-schemas
stage "schema lint" npm run -s lint:schemas
stage "unit and server tests (PGlite)" env -u DATABASE_URL npx vitest run
if [ -n "${DATABASE_URL:-}" ]; then
  stage "server tests (PostgreSQL at DATABASE_URL)" npx vitest run server
fi
stage "build" npx vite build --logLevel warn
stage "end-to-end (Chromium)" npx playwright test

echo
if [ "$failed" -gt 0 ]; then
  cat "$failed_tests"
  printf 'failed stage: %s\n' "${failures[@]}"
fi
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
