#!/usr/bin/env bash
# Plays the ladder of the bots (adc balance ladder) on the bundled scenarios
# and writes its result into docs/balance.md (between the ladder markers)
# and engine/sim/ladder.json (the ratings the balance report gives).
#
# The scenarios the engine plays in full (COMPLETE) make the ratings; the
# others (INCOMPLETE, untraced maps) are played with --incomplete in a
# ladder of their own, printed below the first and labelled as such.
#
# Usage: scripts/ladder.sh
#   GAMES (default 20) games a pairing and seat for the complete scenarios,
#   IGAMES (default 8) for the incomplete ones, SEED (default 1),
#   COMPLETE and INCOMPLETE (space separated ids) override the defaults;
#   INCOMPLETE="" leaves them out. NEIGHBOURS (default 1) plays the complete
#   scenarios' ladder with --neighbours (each bot against the next weaker
#   and stronger one, and itself); NEIGHBOURS=0 plays every pairing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test >/dev/null

GAMES=${GAMES:-20}
IGAMES=${IGAMES:-8}
SEED=${SEED:-1}
COMPLETE=${COMPLETE-"rousse20 bailen20-battle"}
NEIGHBOURS=${NEIGHBOURS:-1}
nflag=""
if [ "$NEIGHBOURS" = 1 ]; then nflag=" --neighbours"; fi
INCOMPLETE=${INCOMPLETE-"slobozia20 bussaco20-espana arapiles20-alternative talavera20"}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/adc" ./cmd/adc

# shellcheck disable=SC2086
TIMEFORMAT='%0R s, %0U s of CPU time'
{ time "$tmp/adc" balance ladder $COMPLETE --games "$GAMES" --seed "$SEED"$nflag \
	-o "$tmp/complete.md" --json "$tmp/ladder.json" 2>&3; } 3>&2 2>"$tmp/time"
took=$(cat "$tmp/time")
{
	echo "<!-- ladder:begin (scripts/ladder.sh writes this part) -->"
	echo
	echo '```'
	echo "\$ adc balance ladder $COMPLETE --games $GAMES --seed $SEED$nflag"
	echo '```'
	echo
	echo "Played in ${took} ($(nproc) cores, shared)."
	echo
	sed 's/^### /#### /' "$tmp/complete.md"
	if [ -n "$INCOMPLETE" ]; then
		# shellcheck disable=SC2086
		"$tmp/adc" balance ladder $INCOMPLETE --incomplete --games "$IGAMES" --seed "$SEED" -o "$tmp/incomplete.md"
		echo
		echo "The scenarios below lack data their rules need (their maps are untraced):"
		echo "their games are not the rulebook's, and their ladder is a separate one."
		echo
		echo '```'
		echo "\$ adc balance ladder $INCOMPLETE --incomplete --games $IGAMES --seed $SEED"
		echo '```'
		echo
		sed 's/^### /#### /' "$tmp/incomplete.md"
	fi
	echo
	echo "<!-- ladder:end -->"
} > "$tmp/section.md"

# Replace the section between the markers of docs/balance.md.
awk -v section="$tmp/section.md" '
	/<!-- ladder:begin/ { while ((getline line < section) > 0) print line; skip = 1; next }
	/<!-- ladder:end -->/ { skip = 0; next }
	!skip { print }
' docs/balance.md > "$tmp/balance.md"
grep -q "ladder:begin" "$tmp/balance.md" || { echo "docs/balance.md has no ladder markers" >&2; exit 1; }
mv "$tmp/balance.md" docs/balance.md
cp "$tmp/ladder.json" engine/sim/ladder.json
echo "docs/balance.md and engine/sim/ladder.json rewritten"
