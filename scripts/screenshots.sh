#!/bin/sh
# Starts the real editor under Xvfb on each bundled scenario and saves a
# screenshot of the whole screen for each, plus the time to the first frame.
#
#   scripts/screenshots.sh [OUTDIR]      (default: a new temporary directory)
#   scripts/screenshots.sh guide         the user guide's screenshots
#
# guide builds a scenario from a blank map in the real window at 1280x720
# (the walkthrough test in cmd/adc-editor, driven with xdotool), keeps a
# screenshot of each step and writes them, reduced to a 200-colour palette,
# to docs/images/ for docs/user-guide.md.
#
# Needs Xvfb and ImageMagick's import. Look at the results: hex numbers
# must be legible and counters readable. The images are large; commit one
# to editor/testdata/screenshots only after reducing it below 300 KB
# (SMALL=1 also writes ID-small.png with a 200-colour palette).
set -eu
cd "$(dirname "$0")/.."
if [ "${1:-}" = guide ]; then
	shots=$(mktemp -d)
	trap 'rm -rf "$shots"' EXIT INT TERM
	SHOTS="$shots" go test -count=1 -run '^TestWindowGuide$' ./cmd/adc-editor
	mkdir -p docs/images
	for f in "$shots"/guide-*.png; do
		convert "$f" -strip -colors 200 "PNG8:docs/images/$(basename "$f")"
		echo "docs/images/$(basename "$f") ($(wc -c <"docs/images/$(basename "$f")") bytes)"
	done
	exit 0
fi
out=${1:-$(mktemp -d)}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT INT TERM

go build -tags no_emoji -o "$tmp/adc-editor" ./cmd/adc-editor

display=:${DISPLAY_NUM:-99}
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 1

ids=$(ls scenarios/*.yaml | sed 's#.*/##; s#\.yaml$##')
for id in $ids; do
	: >"$tmp/$id.log"
	DISPLAY=$display "$tmp/adc-editor" -config "$tmp/config" -timing -size 1920x1080 -scenario "$id" 2>"$tmp/$id.log" &
	pid=$!
	# Wait for the first frame (at most 20 s), then for the window to settle.
	i=0
	while [ $i -lt 200 ] && ! grep -q "first frame" "$tmp/$id.log"; do
		sleep 0.1
		i=$((i + 1))
	done
	sleep 1.5
	DISPLAY=$display import -window root "$out/$id.png"
	echo "$id: $(grep 'first frame' "$tmp/$id.log" || echo 'no first frame reported') -> $out/$id.png ($(wc -c <"$out/$id.png") bytes)"
	if [ -n "${SMALL:-}" ]; then
		# A 200-colour palette keeps a screenshot near 300 KB.
		convert "$out/$id.png" -strip -colors 200 "PNG8:$out/$id-small.png"
	fi
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
done
