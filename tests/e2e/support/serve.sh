#!/bin/sh
# Starts the real server for the browser suite: builds the UI first when dist/web is missing or stale.
# Usage: serve.sh PORT USERS_DIR
set -e
port="$1"
users="$2"
cd "$(dirname "$0")/../../.."
index=dist/web/index.html
if [ ! -f "$index" ] || [ -n "$(find src/web src/shared vite.config.ts -newer "$index" -type f 2>/dev/null | head -n 1)" ]; then
  echo "e2e: building the web UI (dist/web is missing or older than src/web)" >&2
  npx vite build --logLevel warn >&2
fi
# bin/dynasty runs the bundled server: bundle it from the current sources (a fraction of a second).
sh tests/support/build-node.sh
mkdir -p "$users"
# A fixed seed: the same dynasties (schedules, results, realignment) on every run.
# Limits high enough for a suite of journeys (the limits themselves are tested in tests/saves); the pages a client
# address may have built at once too: an online league's four friends share the loopback address here.
# The leagues' clock runs ahead by what this file holds (ms): a spec moves a deadline past without waiting.
export DYNASTY_LEAGUE_CLOCK_FILE="$users/league-clock-ms"
exec bin/dynasty serve --port "$port" --host 127.0.0.1 --users-dir "$users" --seed "${E2E_SEED:-2024}" --changes-per-minute 5000 --reads-per-minute 100000 --new-games-per-hour 1000 --address-new-games-per-hour 1000 --address-max-saves 1000 --address-quota-mb 100000 --sign-ups-per-hour 1000 --reads-at-once 48
