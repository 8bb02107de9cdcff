#!/usr/bin/env bash
# Regenerates the README's preview picture: the default form's first layer, in English, at 80x24,
# exactly as `consentsim preview` draws it. The test ReadmePictureTests fails when the committed
# picture is stale; run this script and commit the result.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product consentsim
bin="$(swift build --show-bin-path)/consentsim"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$bin" preview ump-gdpr-default --lang en --size 80x24 --format svg --out "$out" >/dev/null
cp "$out/en/80x24/ump-firstLayer.svg" scripts/preview/default-form-en-80x24.svg
echo "updated scripts/preview/default-form-en-80x24.svg"
