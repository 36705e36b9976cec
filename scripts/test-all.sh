#!/usr/bin/env bash
# The whole test suite, as CI runs it (`npm test`, after `npm ci`):
# browser, types, lint, unit and API tests, production build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "browser: Debian's chromium"
bash scripts/ensure-chromium.sh

step "typecheck"
npm run typecheck --silent

step "lint"
npm run lint --silent

step "unit and API tests (vitest)"
npx vitest run

step "production build of the shell and every remote"
npm run build --silent

step "browser tests (playwright + chromium)"
npm run test:e2e --silent
