package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestRenderWritesAPNG(t *testing.T) {
	out := filepath.Join(t.TempDir(), "map.png")
	var stderr bytes.Buffer
	if code := Run([]string{"render", "bussaco20", "-o", out, "-width", "640", "-height", "400"}, nil, &bytes.Buffer{}, &stderr); code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Errorf("image is %v", b)
	}
}

func TestRenderRejectsBadInput(t *testing.T) {
	cases := []struct {
		name string
		args []string
	}{
		{"no scenario", []string{"render"}},
		{"unknown bundled id", []string{"render", "nowhere20"}},
		{"missing file", []string{"render", "missing/file.yaml"}},
		{"tiny image", []string{"render", "bussaco20", "-width", "3"}},
		{"two scenarios", []string{"render", "bussaco20", "bussaco20"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			if code := Run(tc.args, nil, &bytes.Buffer{}, &stderr); code != ExitBadInput {
				t.Errorf("exit %d, want %d", code, ExitBadInput)
			}
			if stderr.Len() == 0 {
				t.Error("no message on stderr")
			}
		})
	}
}
