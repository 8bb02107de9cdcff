#!/bin/sh
# Plays every example tape of charmbracelet/vhs with `consentsim play` and prints, per tape, "played"
# or its one-line reason, then the counts. The tapes come from a bare git copy of the repository
# (VHS_REPO, default: the local mirror) and are played in a temporary folder, so their Output files
# land there. Usage: scripts/dev/vhs-examples.sh [path/to/consentsim]
set -eu
repo=${VHS_REPO:-/work/.mirror/charmbracelet+vhs/repo}
binary=${1:-$(pwd)/.build/debug/consentsim}
if ! git -C "$repo" rev-parse --verify -q HEAD >/dev/null; then
    echo "no vhs repository at $repo (set VHS_REPO to a clone of github.com/charmbracelet/vhs)" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$repo" ls-tree -r --name-only HEAD | grep '\.tape$' | while read -r path; do
    mkdir -p "$work/$(dirname "$path")"
    git -C "$repo" show "HEAD:$path" >"$work/$path"
done
played=0 refused=0 multiline=0
for tape in $(cd "$work" && find . -name '*.tape' | sort); do
    dir=$(dirname "$tape")
    if out=$(cd "$work/$dir" && timeout 60 "$binary" play "$(basename "$tape")" 2>/dev/null); then
        played=$((played + 1))
        echo "played   $tape"
    else
        refused=$((refused + 1))
        # The reason: the first line after FAIL (a diagnostic or the failed step's summary).
        reason=$(printf '%s\n' "$out" | sed -n 2p)
        [ -n "$reason" ] || multiline=$((multiline + 1))
        echo "refused  $tape: $reason"
    fi
done
echo "$played played, $refused refused with a reason, $multiline without one"
[ "$multiline" -eq 0 ]
