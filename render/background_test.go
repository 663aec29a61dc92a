package render

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hugePNG returns a valid PNG header declaring a w x h image with no pixel
// data: a few dozen bytes that a decoder without a size check would try to
// allocate w*h*4 bytes for.
func hugePNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestDecodeBackground(t *testing.T) {
	dir := t.TempDir()
	small := image.NewNRGBA(image.Rect(0, 0, 30, 20))
	small.Set(3, 4, color.NRGBA{200, 10, 10, 255})
	var buf bytes.Buffer
	png.Encode(&buf, small)
	files := map[string][]byte{
		"scan.png":     buf.Bytes(),
		"huge.png":     hugePNG(50000, 50000),
		"wide.png":     hugePNG(1_000_000, 101),
		"not-an-image": []byte("format: adc-scenario\n"),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		file, wantErr string
	}{
		{"scan.png", ""},
		{"huge.png", "50000x50000 pixels"},
		{"wide.png", "1000000x101 pixels"},
		{"not-an-image", "not a PNG or JPEG"},
		{"missing.png", "no such file"},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			img, err := DecodeBackground(filepath.Join(dir, tc.file))
			if tc.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				if img.Bounds().Dx() != 30 || img.RGBAAt(3, 4).R != 200 {
					t.Errorf("decoded %v, pixel %v", img.Bounds(), img.RGBAAt(3, 4))
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("err = %v, want %q", err, tc.wantErr)
			}
		})
	}
}
