#!/usr/bin/env bash
# Builds a private copy of the working tree in /tmp/wb-check-<name>, so that several people
# can check their changes at once without sharing dist/ or .astro/. Usage: scripts/check-build.sh NAME
set -euo pipefail
name=${1:?usage: scripts/check-build.sh NAME}
src=$(cd "$(dirname "$0")/.." && pwd)
dst=/tmp/wb-check-$name
mkdir -p "$dst"
rm -rf "$dst" && mkdir -p "$dst"
(cd "$src" && tar --exclude=./node_modules --exclude=./dist --exclude=./.astro --exclude=./.git --exclude=./.cache --exclude=./lighthouse-report --exclude=./test-results -cf - .) | (cd "$dst" && tar -xf -)
ln -sfn "$src/node_modules" "$dst/node_modules"
cd "$dst" && npx astro build 2>&1 | grep -v MODULE_LEVEL_DIRECTIVE | tail -40
echo "built into $dst/dist"
