#!/usr/bin/env bash
# The safety net of a refactor of the rules engine: records what adc prints
# for every bundled scenario, so that two builds can be compared byte for byte.
#
# Usage:
#   scripts/safety-net.sh record DIR [BINDIR]
#       builds adc (into BINDIR, default DIR/bin) from the working tree and
#       records into DIR, for every bundled scenario ID:
#         play-ID-S.txt    adc play ID --seed S --optional all   (S = 1..20)
#         balance-ID.json  adc balance ID --games 200 --seed 7 --format json
#       each with its exit status on the last line.
#   scripts/safety-net.sh diff DIR1 DIR2
#       compares two recordings; exit status 0 when every file is identical.
#
# The scenario ids are those of the README's table of bundled scenarios
# (the One Day Napoleonics armies are not games and are left out).
# SEEDS (default 20), GAMES (default 200) and IDS (space separated) override
# the defaults, e.g. IDS="bailen20" SEEDS=3 scripts/safety-net.sh record DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

ids_default="bussaco20 bussaco20-espana bailen20 bailen20-historical bailen20-battle
arapiles20 arapiles20-alternative talavera20 talavera20-full rousse20 slobozia20
wallachia20-campaign"

record() {
	local dir=$1 bin=${2:-$1/bin}
	mkdir -p "$dir" "$bin"
	source scripts/setup.sh test >/dev/null
	# Older trees had a companion adc-publish that adc ran for balance; it
	# is built too when the tree has it, so a baseline can be recorded from
	# any commit.
	local pkgs=(./cmd/adc)
	[[ -d cmd/adc-publish ]] && pkgs+=(./cmd/adc-publish)
	go build -o "$bin" "${pkgs[@]}"
	local adc=$bin/adc seeds=${SEEDS:-20} games=${GAMES:-200} id s rc
	# Scenarios whose maps are untraced are refused unless played with
	# --incomplete (where adc has it): the net records the games either way.
	local inc=()
	"$adc" play --help 2>&1 | grep -q -- --incomplete && inc=(--incomplete)
	for id in ${IDS:-$ids_default}; do
		for ((s = 1; s <= seeds; s++)); do
			rc=0
			"$adc" play "$id" --seed "$s" --optional all "${inc[@]}" >"$dir/play-$id-$s.txt" 2>&1 || rc=$?
			echo "exit $rc" >>"$dir/play-$id-$s.txt"
		done
		rc=0
		"$adc" balance "$id" --games "$games" --seed 7 --format json "${inc[@]}" >"$dir/balance-$id.json" 2>"$dir/balance-$id.err" || rc=$?
		echo "exit $rc" >>"$dir/balance-$id.json"
		echo "$id recorded" >&2
	done
}

case "${1:-}" in
record)
	[[ $# -ge 2 ]] || { echo "usage: $0 record DIR [BINDIR]" >&2; exit 2; }
	record "$2" "${3:-}"
	;;
diff)
	[[ $# -eq 3 ]] || { echo "usage: $0 diff DIR1 DIR2" >&2; exit 2; }
	# bin/ holds the executables, which differ from build to build.
	if diff -r -q -x bin "$2" "$3"; then
		echo "identical: $(find "$2" -maxdepth 1 -type f | wc -l) files"
	else
		exit 1
	fi
	;;
*)
	echo "usage: $0 record DIR [BINDIR] | diff DIR1 DIR2" >&2
	exit 2
	;;
esac
