#!/usr/bin/env bash
# Runs every test of Aide-de-Camp: vet, staticcheck, the unit and integration
# tests (including LibreOffice recalculation of the spreadsheets and the
# editor's headless widget tests), and a short fuzzing pass over every parser.
# Installs missing system packages first.
#
# Usage: scripts/test.sh [quick]
#   quick  the inner loop: go test -short, which skips the LibreOffice
#          recalculation, the crash tests and the long random-game runs, and
#          reuses the test cache; no vet, staticcheck or fuzzing (about 30 s
#          on two cores with a warm build cache and nothing cached, a few
#          seconds when only some packages changed)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == quick ]]; then
	source scripts/setup.sh editor
	echo "== go test -short"
	go test -short ./...
	echo "== quick tests passed"
	exit 0
fi

source scripts/setup.sh test

echo "== go vet"
go vet ./...

echo "== staticcheck"
staticcheck ./...

echo "== go test"
go test -count=1 -timeout 40m ./...

echo "== release archives"
# Every archive scripts/release.sh makes is built (so a change that breaks
# the Windows or arm64 build fails here) and its contents checked.
release_start=$SECONDS
release_dir=$(mktemp -d)
scripts/release.sh v0.0.0-ci "$release_dir"
scripts/check-release.sh v0.0.0-ci "$release_dir"
rm -rf "$release_dir"
echo "== release archives built and checked in $((SECONDS - release_start)) s"

echo "== fuzz (short)"
fuzztime="${FUZZTIME:-10s}"
# Every Fuzz function in the tree, run briefly; crashers land in testdata/fuzz.
# fuzz_once runs one target. No minimizing of new corpus entries: within a
# short run it can take the whole budget.
fuzz_once() {
	go test -run='^$' -fuzz="^${2}\$" -fuzztime="$fuzztime" -fuzzminimizetime=0 "$1" 2>&1 | tee "$fuzzlog"
	return "${PIPESTATUS[0]}"
}
# Each run starts from the corpus in the tree (f.Add seeds and testdata/fuzz),
# not from the machine's ever-growing cache, whose baseline pass would eat
# into the short budget.
go clean -fuzzcache
fuzzlog=$(mktemp)
trap 'rm -f "$fuzzlog"' EXIT
while read -r pkg fn; do
	echo "-- $pkg $fn"
	tries=0
	until fuzz_once "$pkg" "$fn"; do
		# The fuzzing engine sometimes ends a timed run with "context
		# deadline exceeded" and no failing input: that is the clock, not the
		# code, so the target runs again (twice at most). Any other failure,
		# or a failing input written to testdata/fuzz, fails the run.
		tries=$((tries + 1))
		if ((tries > 2)) || ! grep -q 'context deadline exceeded' "$fuzzlog" || grep -q 'Failing input written' "$fuzzlog"; then
			exit 1
		fi
		echo "-- $pkg $fn: the run ended on the fuzzing engine's deadline error; running it again"
	done
done < <(grep -rl --include='*_test.go' -E '^func Fuzz' . | while read -r f; do
	d=$(dirname "$f")
	grep -oE '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | while read -r fn; do echo "./${d#./} $fn"; done
done | sort -u)
echo "== all tests passed"
