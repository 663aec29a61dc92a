#!/usr/bin/env bash
# Checks the archives scripts/release.sh made: every one is there, listed in
# SHA256SUMS with the right sum, and holds exactly its folder, the program
# and README.md; each program is built for its system (ELF for amd64 or
# arm64, a Windows PE for amd64), and the Linux amd64 adc says the version.
#
# Usage: scripts/check-release.sh VERSION DIR
set -euo pipefail
version=$1
dir=$2
fail() {
	echo "check-release: $*" >&2
	exit 1
}

(cd "$dir" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not match the archives"
want=(adc-linux-amd64 adc-linux-arm64 adc-windows-amd64 adc-editor-linux-amd64 adc-editor-linux-arm64 adc-editor-windows-amd64)
[[ $(wc -l <"$dir/SHA256SUMS") -eq ${#want[@]} ]] || fail "SHA256SUMS lists $(wc -l <"$dir/SHA256SUMS") archives, want ${#want[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for w in "${want[@]}"; do
	name=${w%-*-*} # adc or adc-editor
	rest=${w#"$name"-}
	goos=${rest%-*} goarch=${rest#*-}
	folder="$name-$version-$goos-$goarch"
	exe=$name
	if [[ $goos == windows ]]; then
		exe=$name.exe
		archive="$dir/$folder.zip"
		[[ -f $archive ]] || fail "$archive is missing"
		listing=$(unzip -Z1 "$archive" | LC_ALL=C sort)
		unzip -q "$archive" -d "$work"
	else
		archive="$dir/$folder.tar.gz"
		[[ -f $archive ]] || fail "$archive is missing"
		listing=$(tar -tzf "$archive" | LC_ALL=C sort)
		tar -xzf "$archive" -C "$work"
	fi
	expect=$(printf '%s\n' "$folder/" "$folder/README.md" "$folder/$exe" | LC_ALL=C sort)
	[[ $listing == "$expect" ]] || fail "$archive holds:
$listing
want:
$expect"
	kind=$(file -b "$work/$folder/$exe")
	case $goos/$goarch in
	linux/amd64) [[ $kind == ELF*x86-64* ]] ;;
	linux/arm64) [[ $kind == ELF*aarch64* ]] ;;
	windows/amd64) [[ $kind == PE32+*x86-64* ]] ;;
	esac || fail "$folder/$exe is not a $goos/$goarch program: $kind"
	echo "check-release: $folder: $exe ($kind), README.md"
done
got=$("$work/adc-$version-linux-amd64/adc" --version)
[[ $got == "adc $version" ]] || fail "adc --version says \"$got\", want \"adc $version\""
echo "check-release: adc --version: $got"
