#!/bin/sh
# Compiles the CLI and server (tsc -p tsconfig.build.json -> dist/) when dist/ is missing or older than the
# sources, so every test that spawns bin/dynasty runs the current source, never a stale build.
set -e
cd "$(dirname "$0")/../.."
stamp=dist/.tsbuildinfo
if [ ! -f dist/cli/main.js ] || [ ! -f "$stamp" ] || \
   [ -n "$(find src/core src/shared src/store src/cli src/server tsconfig.build.json tsconfig.base.json package.json -newer "$stamp" -type f 2>/dev/null | head -n 1)" ]; then
  echo "building the CLI and server (dist/ is missing or older than src/)" >&2
  node node_modules/typescript/bin/tsc -p tsconfig.build.json
  # tsc leaves its build info untouched when nothing changed: mark the build as current.
  touch "$stamp"
fi
