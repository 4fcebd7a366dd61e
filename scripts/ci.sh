#!/usr/bin/env bash
# CI, defined once: `.ci/run` (on a fresh clone) and .github/workflows/ci.yml
# both install with `npm ci` and then run this (`npm run ci`).
#   lint, format, types, layering (dependency-cruiser + the git-owner check),
#   dist/ is the bundle of the sources, then the whole test suite.
# The dist/ check leaves the bundle of the sources in node_modules/.cache,
# where the tests find it (scripts/bundle-cache.mjs): CI bundles once.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step 'lint (eslint)'
npm run --silent lint

step 'format (prettier --check)'
npm run --silent format:check

step 'types (tsc --noEmit)'
npx tsc --noEmit

step 'layering (dependency-cruiser, git owner)'
npm run --silent depcruise

step 'dist/ is the bundle of the sources'
fresh=$(node scripts/bundle-cache.mjs)
if ! diff -r -q dist "$fresh" >/dev/null; then
  echo "::error::dist/ is out of date: run 'npm run bundle' and commit dist/." >&2
  diff -r -q dist "$fresh" >&2 || true
  exit 1
fi
echo "dist/ is current"

step 'tests (npm test)'
npm test
