#!/usr/bin/env bash
# Runs every test of Aide-de-Camp: vet, the unit and integration tests
# (including LibreOffice recalculation of the spreadsheets and the editor's
# headless widget tests), and a short fuzzing pass over every parser.
# Installs missing system packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test

echo "== go vet"
go vet ./...

echo "== go test"
go test -count=1 -timeout 40m ./...

echo "== fuzz (short)"
fuzztime="${FUZZTIME:-10s}"
# Every Fuzz function in the tree, run briefly; crashers land in testdata/fuzz.
while read -r pkg fn; do
	echo "-- $pkg $fn"
	# No minimizing of new corpus entries: within a short run it can take the
	# whole budget and fail the run with "context deadline exceeded".
	go test -run='^$' -fuzz="^${fn}\$" -fuzztime="$fuzztime" -fuzzminimizetime=0 "$pkg"
done < <(grep -rl --include='*_test.go' -E '^func Fuzz' . | while read -r f; do
	d=$(dirname "$f")
	grep -oE '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | while read -r fn; do echo "./${d#./} $fn"; done
done | sort -u)
echo "== all tests passed"
