package scenario

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/color/palette"
	"image/jpeg"
	"image/png"
	"testing"
)

// headerSamples are images as a designer's scanner or editor writes them:
// every PNG colour type the standard encoder makes, and greyscale, 4:4:4,
// 4:2:0 and CMYK JPEGs.
func headerSamples(t testing.TB) map[string][]byte {
	r := image.Rect(0, 0, 37, 23)
	out := map[string][]byte{}
	for name, img := range map[string]image.Image{
		"gray.png":     image.NewGray(r),
		"gray16.png":   image.NewGray16(r),
		"rgba.png":     image.NewRGBA(r),
		"nrgba64.png":  image.NewNRGBA64(r),
		"paletted.png": image.NewPaletted(r, palette.Plan9),
		"mono.png":     image.NewPaletted(r, color.Palette{color.Black, color.White}),
	} {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		out[name] = b.Bytes()
	}
	for name, img := range map[string]image.Image{
		"gray.jpg":  image.NewGray(r),
		"444.jpg":   image.NewYCbCr(r, image.YCbCrSubsampleRatio444),
		"420.jpg":   image.NewYCbCr(r, image.YCbCrSubsampleRatio420),
		"cmyk.jpg":  image.NewCMYK(r),
		"large.jpg": image.NewRGBA(image.Rect(0, 0, 1200, 900)),
	} {
		var b bytes.Buffer
		if err := jpeg.Encode(&b, img, nil); err != nil {
			t.Fatal(err)
		}
		out[name] = b.Bytes()
	}
	// Only a header, declaring 2.5 billion pixels: read, then refused by
	// BackgroundConfig's limit.
	var huge bytes.Buffer
	huge.WriteString("\x89PNG\r\n\x1a\n\x00\x00\x00\x0d")
	ihdr := []byte("IHDR\x00\x00\xc3\x50\x00\x00\xc3\x50\x08\x06\x00\x00\x00")
	huge.Write(ihdr)
	binary.Write(&huge, binary.BigEndian, crc32.ChecksumIEEE(ihdr))
	out["50000x50000 header.png"] = huge.Bytes()
	return out
}

// TestImageHeaderAgreesWithStandardDecoders: for every sample the header
// reader gives the format and size image.DecodeConfig gives.
func TestImageHeaderAgreesWithStandardDecoders(t *testing.T) {
	for name, data := range headerSamples(t) {
		t.Run(name, func(t *testing.T) {
			want, format, err := image.DecodeConfig(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			got, err := readImageHeader(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("readImageHeader: %v", err)
			}
			if got != (ImageSize{Format: format, Width: want.Width, Height: want.Height}) {
				t.Errorf("got %+v, want %s %dx%d", got, format, want.Width, want.Height)
			}
		})
	}
}

// TestImageHeaderRefusesWhatIsNotAnImage: files that are not PNG or JPEG,
// or whose header is cut short or damaged, are refused with the standard
// decoders' words.
func TestImageHeaderRefusesWhatIsNotAnImage(t *testing.T) {
	samples := headerSamples(t)
	png, jpg := samples["rgba.png"], samples["444.jpg"]
	damaged := func(b []byte, i int, v byte) []byte {
		c := bytes.Clone(b)
		c[i] = v
		return c
	}
	sof := bytes.Index(jpg, []byte{0xff, 0xc0})
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "image: unknown format"},
		{"text", []byte("a map of Bussaco"), "image: unknown format"},
		{"png cut in its header", png[:20], "unexpected EOF"},
		{"png without IHDR first", damaged(png, 12, 'X'), "png: invalid format: chunk out of order"},
		{"png with a long IHDR", damaged(png, 11, 14), "png: invalid format: bad IHDR length"},
		{"png with another compression", damaged(png, 26, 1), "png: unsupported feature: compression method"},
		{"png of zero width", damaged(damaged(damaged(damaged(png, 16, 0), 17, 0), 18, 0), 19, 0), "png: invalid format: non-positive dimension"},
		{"png with a bad bit depth", damaged(png, 24, 3), "png: unsupported feature: bit depth 3, color type 6"},
		{"png with a bad interlace", damaged(png, 28, 2), "png: invalid format: invalid interlace method"},
		{"jpeg cut before its frame", jpg[:sof], "unexpected EOF"},
		{"jpeg at 12-bit precision", damaged(jpg, sof+4, 12), "unsupported JPEG feature: precision"},
		{"lossless jpeg", damaged(jpg, sof+1, 0xc3), "unsupported JPEG feature: unknown marker"},
		{"jpeg with a bad sampling factor", damaged(jpg, sof+11, 0x51), "invalid JPEG format: luma/chroma subsampling ratio"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readImageHeader(bytes.NewReader(tc.data))
			if err == nil || err.Error() != tc.want {
				t.Errorf("got %+v, %v; want error %q", got, err, tc.want)
			}
			if _, _, serr := image.DecodeConfig(bytes.NewReader(tc.data)); serr == nil {
				t.Errorf("the standard decoders read this sample: it does not test a refusal")
			}
		})
	}
}

// FuzzImageHeader: whatever image.DecodeConfig reads, the header reader
// reads too, with the same format and size; and it never panics.
func FuzzImageHeader(f *testing.F) {
	for _, data := range headerSamples(f) {
		f.Add(data)
		f.Add(data[:min(len(data), 200)])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := readImageHeader(bytes.NewReader(data))
		want, format, serr := image.DecodeConfig(bytes.NewReader(data))
		if serr != nil {
			return // damaged files may pass the header reader: decoding them reports it
		}
		if err != nil {
			t.Fatalf("the standard decoders read %s %dx%d, the header reader refuses: %v", format, want.Width, want.Height, err)
		}
		if got != (ImageSize{Format: format, Width: want.Width, Height: want.Height}) {
			t.Fatalf("got %+v, want %s %dx%d", got, format, want.Width, want.Height)
		}
	})
}
