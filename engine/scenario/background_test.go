package scenario_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// pngHeader is a PNG that declares a w x h image and holds no pixels.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6
	binary.Write(&b, binary.BigEndian, uint32(13))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

// TestRule2_0_BackgroundImageChecks: a background scan must travel with
// the scenario (inside its folder), exist, and be an image of a size the
// editor reads (at most MaxBackgroundPixels, judged from its header).
func TestRule2_0_BackgroundImageChecks(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "battle")
	os.MkdirAll(filepath.Join(dir, "scans"), 0o755)
	var small bytes.Buffer
	png.Encode(&small, image.NewGray(image.Rect(0, 0, 8, 8)))
	for name, data := range map[string][]byte{
		filepath.Join(dir, "scans", "map.png"): small.Bytes(),
		filepath.Join(root, "outside.png"):     small.Bytes(),
		filepath.Join(dir, "huge.png"):         pngHeader(50000, 50000),
		filepath.Join(dir, "notes.txt"):        []byte("not an image"),
	} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	valid, err := os.ReadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		image string
		want  []string // the background checks that fire, sorted
	}{
		{"scans/map.png", nil},
		{"./scans/../scans/map.png", nil},
		{"../outside.png", []string{"background-outside"}},
		{filepath.Join(root, "outside.png"), []string{"background-outside"}},
		{"scans/missing.png", []string{"background-missing"}},
		{"../missing.png", []string{"background-missing", "background-outside"}},
		{"huge.png", []string{"background-image"}},
		{"notes.txt", []string{"background-image"}},
	}
	for _, tc := range cases {
		t.Run(tc.image, func(t *testing.T) {
			text := strings.Replace(string(valid), "  default_terrain: clear\n",
				"  default_terrain: clear\n  background: {image: \""+tc.image+"\", opacity: 0.5}\n", 1)
			p := filepath.Join(dir, "battle.yaml")
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range validateFile(t, p) {
				if strings.HasPrefix(f.Check, "background-") {
					got = append(got, f.Check)
					if f.Rule != "2.0" || f.Hint == "" || f.Line != 16 || f.Path != "map.background.image" {
						t.Errorf("finding %v: want rule 2.0, a hint and the image's line", f)
					}
				}
			}
			sort.Strings(got)
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("checks %v, want %v", got, tc.want)
			}
		})
	}
}
