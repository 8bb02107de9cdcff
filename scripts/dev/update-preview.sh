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
# The Forms article's and README's picture of a form restyled with the message editor's options:
# the phone's first layer, without the caption (a picture for a client). PNG needs Chromium.
"$bin" preview examples/ump-editor-options --style phone --lang en --caption off --format svg --out "$out/editor" >/dev/null
cp "$out/editor/en/phone/ump-firstLayer.svg" Sources/consentsim/Documentation.docc/Resources/editor-options-first-layer.svg
if "$bin" preview examples/ump-editor-options --style phone --lang en --caption off --format png --out "$out/editor-png" >/dev/null; then
  cp "$out/editor-png/en/phone/ump-firstLayer.png" Sources/consentsim/Documentation.docc/Resources/editor-options-first-layer.png
else
  echo "no Chromium: kept Sources/consentsim/Documentation.docc/Resources/editor-options-first-layer.png" >&2
fi
echo "updated Sources/consentsim/Documentation.docc/Resources/editor-options-first-layer.svg"
