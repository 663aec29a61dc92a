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
		{"reach of an unknown unit", []string{"render", "bussaco20-espana", "-reach", "fr-nobody"}},
		{"reach of an unknown unit", []string{"render", "bussaco20", "-reach", "no-such-unit"}},
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

// TestRenderReachShadesTheMovementRange: -reach shades the hexes the rules
// engine lets the unit reach (6.0-7.0), and only those pixels change.
func TestRenderReachShadesTheMovementRange(t *testing.T) {
	dir := t.TempDir()
	render := func(name string, extra ...string) []byte {
		out := filepath.Join(dir, name)
		var stderr bytes.Buffer
		args := append([]string{"render", "bussaco20-espana", "-o", out, "-width", "800", "-height", "600"}, extra...)
		if code := Run(args, nil, &bytes.Buffer{}, &stderr); code != ExitOK {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	plain, reach := render("plain.png"), render("reach.png", "-reach", "fr-montbrun")
	if bytes.Equal(plain, reach) {
		t.Fatal("-reach drew nothing")
	}
	if again := render("again.png", "-reach", "fr-montbrun"); !bytes.Equal(reach, again) {
		t.Error("the same command drew different images")
	}
}
