#!/bin/sh
# Bundles the CLI and server into dist/node (a fraction of a second), so every test that spawns bin/dynasty
# runs the current source, never a stale build.
set -e
cd "$(dirname "$0")/../.."
node scripts/build-node.mjs
