package cli

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrintWritesEachFormat(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name  string
		args  []string
		files []string // written, with their first bytes
		magic string
	}{
		{"scenario kit as PDF", []string{"print", "arapiles20", "-o", "kit.pdf"}, []string{"kit.pdf"}, "%PDF-"},
		{"army pack as PDF on Letter", []string{"print", "french-1812", "--paper", "letter", "-o", "army.pdf"}, []string{"army.pdf"}, "%PDF-"},
		{"one page as SVG", []string{"print", "arapiles20", "--what", "tracks", "-o", "track.svg"}, []string{"track.svg"}, "<?xml"},
		{"pages as numbered PNGs", []string{"print", "arapiles20", "--what", "cards", "-o", "cards.png"}, []string{"cards-01.png", "cards-02.png"}, "\x89PNG"},
		{"sizes in inches", []string{"print", "rousse20", "--what", "map,counters", "--hex", "0.75in", "--counter", "5/8in", "--map-page", "one", "-o", "inch.pdf"}, []string{"inch.pdf"}, "%PDF-"},
		{"render honours .svg", []string{"render", "bussaco20", "-o", "map.svg"}, []string{"map.svg"}, "<?xml"},
		{"render honours .pdf", []string{"render", "bussaco20", "-o", "map.pdf"}, []string{"map.pdf"}, "%PDF-"},
		{"summary honours .pdf", []string{"summary", "bussaco20", "-o", "card.pdf"}, []string{"card.pdf"}, "%PDF-"},
		{"summary keeps .txt as text", []string{"summary", "bussaco20", "-o", "card.txt"}, []string{"card.txt"}, "BUSSACO"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string(nil), tc.args...)
			for i, a := range args {
				if i > 0 && args[i-1] == "-o" {
					args[i] = filepath.Join(dir, a)
				}
			}
			var stderr bytes.Buffer
			if code := Run(args, nil, &bytes.Buffer{}, &stderr); code != ExitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			for _, f := range tc.files {
				b, err := os.ReadFile(filepath.Join(dir, f))
				if err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(string(b), tc.magic) {
					t.Errorf("%s starts %q, want %q", f, b[:min(len(b), 8)], tc.magic)
				}
				if strings.HasSuffix(f, ".png") {
					if _, err := png.Decode(bytes.NewReader(b)); err != nil {
						t.Errorf("%s: %v", f, err)
					}
				}
			}
		})
	}
}

func TestPrintRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	scen := filepath.Join(dir, "my.yaml")
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "bussaco20.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scen, data, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.pdf")
	if err := os.Symlink(scen, link); err != nil {
		t.Fatal(err)
	}
	badArmy := filepath.Join(dir, "army.yaml")
	os.WriteFile(badArmy, []byte("format: adc-odn-army/1\narmy: X\nnation: france\ncorps:\n  - name: I\n    units:\n      - {name: A, type: infantary, quality: VT}\n"), 0o644)
	// A scan declaring 50000x50000 pixels in a few bytes: refused from its
	// header, before gigabytes are asked for.
	hugeScan := filepath.Join(dir, "scanned.yaml")
	os.WriteFile(hugeScan, bytes.Replace(data, []byte("\nmap:\n"), []byte("\nmap:\n  background: {image: huge.png, opacity: 0.5}\n"), 1), 0o644)
	ihdr := []byte("IHDR\x00\x00\xc3\x50\x00\x00\xc3\x50\x08\x06\x00\x00\x00")
	huge := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0d"), ihdr...)
	huge = binary.BigEndian.AppendUint32(huge, crc32.ChecksumIEEE(ihdr))
	os.WriteFile(filepath.Join(dir, "huge.png"), huge, 0o644)
	cases := []struct {
		name string
		args []string
		code int
		says string
	}{
		{"a scan of 2.5 billion pixels", []string{"print", hugeScan, "--scan", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "the image is 50000x50000 pixels"},
		{"unknown extension", []string{"print", "bussaco20", "-o", filepath.Join(dir, "kit.docx")}, ExitBadInput, "unknown file extension"},
		{"no extension", []string{"print", "bussaco20", "-o", filepath.Join(dir, "kit")}, ExitBadInput, "no file extension"},
		{"render to .jpg", []string{"render", "bussaco20", "-o", filepath.Join(dir, "m.jpg")}, ExitBadInput, "unknown file extension"},
		{"summary to .docx", []string{"summary", "bussaco20", "-o", filepath.Join(dir, "s.docx")}, ExitBadInput, "unknown file extension"},
		{"no -o", []string{"print", "bussaco20"}, ExitBadInput, "-o FILE"},
		{"unknown paper", []string{"print", "bussaco20", "--paper", "a5", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "unknown paper"},
		{"bad hex size", []string{"print", "bussaco20", "--hex", "big", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "bad length"},
		{"unknown part", []string{"print", "bussaco20", "--what", "map,dice", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "unknown part"},
		{"unknown scenario", []string{"print", "nowhere20", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "nowhere20"},
		{"output is the input through a link", []string{"print", scen, "-o", link}, ExitBadInput, "is the input"},
		{"army list with errors", []string{"print", badArmy, "-o", filepath.Join(dir, "a.pdf")}, ExitFindings, "infantary"},
		{"no background for --scan", []string{"print", "bussaco20", "--scan", "-o", filepath.Join(dir, "k.pdf")}, ExitBadInput, "no background"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			if code := Run(tc.args, nil, &bytes.Buffer{}, &stderr); code != tc.code {
				t.Errorf("exit %d, want %d (%s)", code, tc.code, stderr.String())
			}
			if !strings.Contains(stderr.String(), tc.says) {
				t.Errorf("stderr %q does not say %q", stderr.String(), tc.says)
			}
		})
	}
	if got, _ := os.ReadFile(scen); !bytes.Equal(got, data) {
		t.Error("the scenario file changed")
	}
	if _, err := os.Lstat(filepath.Join(dir, "kit.docx")); err == nil {
		t.Error("a file was written under a refused extension")
	}
}
