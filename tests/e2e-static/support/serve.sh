#!/bin/sh
# Builds the static game when it is missing or older than its sources, then serves it as plain files.
set -e
cd "$(dirname "$0")/../../.."
# The suite runs bin/dynasty (a CLI save made, an export read): the current source, never a stale build.
sh tests/support/build-node.sh
if [ ! -f dist/static/index.html ] || [ -n "$(find src/web src/static src/store src/core src/server src/shared vite.static.config.ts -newer dist/static/index.html -print -quit)" ]; then
  npm run build:static >/dev/null
fi
exec node tests/e2e-static/support/staticServer.mjs "$1" dist/static /play/
