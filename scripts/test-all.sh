#!/usr/bin/env bash
# Runs every check the project has, in the order a failure is cheapest to find:
# lint, types, generated meta-schemas, schema lint, unit and server tests (on PGlite, and on
# PostgreSQL too when DATABASE_URL is set), the production build, then Playwright end to end.
# Ends with the minutes each stage took. FULL_SUITE=1 (npm run test:full) runs the route
# matrix over every entity and fuzz and races with their full budgets.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
# The failing tests' names of every failed stage, repeated at the very end: a long run's log is
# often read from its tail, where a failure of an early stage would have scrolled away.
failed_tests=$(mktemp)
stage_log=$(mktemp)
timings=()
trap 'rm -f "$failed_tests" "$stage_log"' EXIT

minutes() { awk -v s="$1" 'BEGIN { printf "%6.1f min", s / 60 }'; }

stage() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local started=$SECONDS
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
  timings+=("$(minutes $((SECONDS - started)))  $name")
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
  # Only the tests where the dialect matters (vitest.postgres.config.ts says which).
  stage "database tests (PostgreSQL at DATABASE_URL)" npx vitest run --config vitest.postgres.config.ts
fi
stage "build" npx vite build --logLevel warn
stage "end-to-end (Chromium)" npx playwright test

echo
echo "minutes per stage${FULL_SUITE:+ (full suite)}:"
printf '%s\n' "${timings[@]}"
echo "$(minutes "$SECONDS")  total"
echo
if [ "$failed" -gt 0 ]; then
  cat "$failed_tests"
  printf 'failed stage: %s\n' "${failures[@]}"
fi
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
