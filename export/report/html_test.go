package report

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/sim"
)

// chromium finds a headless Chromium or skips the test (fails it under CI,
// where scripts/setup.sh test installs it).
func chromium(t *testing.T) string {
	t.Helper()
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	msg := "headless Chromium not found (scripts/setup.sh test installs it)"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// imageCheck reports, on the console, every image of the page that did
// not load; the report itself has no script.
const imageCheck = `<script>window.addEventListener("load", () => { for (const i of document.images) { if (!i.complete || i.naturalWidth === 0) console.error("image did not load: " + i.alt); } });</script>`

var consoleLine = regexp.MustCompile(`CONSOLE[^\]]*\] "([^"]*)"`)

// openInChromium loads page in headless Chromium, takes a screenshot and
// returns the console messages.
func openInChromium(t *testing.T, bin string, page []byte, shot string) []string {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "report.html")
	page = bytes.Replace(page, []byte("</body>"), []byte(imageCheck+"</body>"), 1)
	if err := os.WriteFile(p, page, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--enable-logging=stderr", "--v=1",
		"--window-size=1000,6000", "--screenshot="+shot, "file://"+p)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	var msgs []string
	for _, m := range consoleLine.FindAllStringSubmatch(string(out), -1) {
		msgs = append(msgs, m[1])
	}
	return msgs
}

func TestHTMLReportOpensInChromium(t *testing.T) {
	bin := chromium(t)
	b, err := bundle.Open("../../engine/sim/testdata/duel.yaml", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := sim.Run(context.Background(), b, sim.Config{Games: 40, Seed: 1, Bots: [2]string{"greedy", "random"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var good bytes.Buffer
	if err := WriteHTML(&good, rep, b.Scenario); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(good.Bytes(), []byte("http://")) || bytes.Contains(good.Bytes(), []byte("https://")) {
		t.Error("the report refers to the network; it must open offline")
	}
	cases := []struct {
		name   string
		page   []byte
		errors bool
	}{
		{"the report", good.Bytes(), false},
		// The check itself must see a broken page.
		{"a page with a broken image", []byte(`<!DOCTYPE html><html><body><img src="data:image/png;base64,AAAA" alt="broken"></body></html>`), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			shot := filepath.Join(t.TempDir(), "shot.png")
			if dir := os.Getenv("ADC_SCREENSHOTS"); dir != "" {
				shot = filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".png")
			}
			msgs := openInChromium(t, bin, c.page, shot)
			if got := len(msgs) > 0; got != c.errors {
				t.Errorf("console messages %q, want errors %v", msgs, c.errors)
			}
			data, err := os.ReadFile(shot)
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if img.Bounds().Dx() != 1000 {
				t.Errorf("screenshot %v", img.Bounds())
			}
		})
	}
}
