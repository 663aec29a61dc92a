package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestTraceProposesThenAppliesTheNamedProposal traces a degraded picture
// of bussaco20's map (with terrain drawn in), names each cluster from
// its example hex as a designer would, and applies the confident part:
// the scenario is rewritten with the terrain, keeping a .bak.
func TestTraceProposesThenAppliesTheNamedProposal(t *testing.T) {
	pics, err := testset.Generate(testset.Tuning, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := pics[0]
	dir := t.TempDir()
	scan := filepath.Join(dir, "scan.jpg")
	if err := os.WriteFile(scan, p.JPEG, 0o644); err != nil {
		t.Fatal(err)
	}
	orig, err := os.ReadFile(filepath.Join("..", "..", "scenarios", p.Name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sfile := filepath.Join(dir, "s.yaml")
	if err := os.WriteFile(sfile, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := Run([]string{"trace", scan, "--into", sfile}, nil, &stdout, &stderr)
	if code != ExitOK && code != ExitFindings {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "grid 16x12 found") {
		t.Errorf("stdout: %s", stdout.String())
	}
	propFile := filepath.Join(dir, "s.trace.yaml")
	data, err := os.ReadFile(propFile)
	if err != nil {
		t.Fatal(err)
	}
	prop, err := trace.ParseProposal(data, propFile)
	if err != nil {
		t.Fatal(err)
	}
	if prop.Scan != "scan.jpg" {
		t.Errorf("scan recorded as %q, want it relative to the scenario", prop.Scan)
	}
	if now, _ := os.ReadFile(sfile); !bytes.Equal(now, orig) {
		t.Fatal("tracing without --accept-above changed the scenario")
	}
	truth := func(code string) string {
		if v, ok := p.Scenario.Map.Terrain.Get(code); ok {
			return v
		}
		return p.Scenario.Map.DefaultTerrain
	}
	for i := range prop.Clusters {
		prop.Clusters[i].Terrain = truth(prop.Clusters[i].Example)
	}
	for i := range prop.SideClusters {
		prop.SideClusters[i].Feature = "none"
	}
	named, _ := prop.Marshal()
	if err := os.WriteFile(propFile, named, 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	if code := Run([]string{"trace", "--proposal", propFile, "--into", sfile, "--accept-above", "0.9"}, nil, &stdout, &stderr); code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if bak, _ := os.ReadFile(sfile + ".bak"); !bytes.Equal(bak, orig) {
		t.Error("the previous scenario was not kept as .bak")
	}
	d, err := scenario.LoadFile(sfile)
	if err != nil {
		t.Fatal(err)
	}
	right, n := 0, 0
	for code, v := range d.Scenario.Map.Terrain.All() {
		n++
		if v == truth(code) {
			right++
		}
	}
	if n < 150 || right < n*98/100 {
		t.Errorf("%d hexes written, %d right; stdout %s", n, right, stdout.String())
	}
	if bg := d.Scenario.Map.Background; bg == nil || bg.Image != "scan.jpg" || len(bg.Calibration) != 3 {
		t.Errorf("background: %+v", bg)
	}
}

func TestTraceRefusesBadCommandLines(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"trace", "x.png"}, "--into SCENARIO is required"},
		{[]string{"trace", "--into", "s.yaml"}, "want one SCAN"},
		{[]string{"trace", "--into", "s.yaml", "--proposal", "p.yaml"}, "needs --accept-above"},
		{[]string{"trace", "x.png", "--into", "s.yaml", "--accept-above", "3"}, "between 0 and 1"},
	} {
		var stderr bytes.Buffer
		if code := Run(tc.args, nil, &bytes.Buffer{}, &stderr); code != ExitBadInput || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, stderr.String(), tc.want)
		}
	}
}

// TestTraceRefusesToWriteItsProposalOverItsInputs: the proposal never
// replaces the scenario, the scan or another data file.
func TestTraceRefusesToWriteItsProposalOverItsInputs(t *testing.T) {
	dir := t.TempDir()
	scen, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "bussaco20.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	s := filepath.Join(dir, "s.yaml")
	other := filepath.Join(dir, "other.yaml")
	scan := filepath.Join(dir, "scan.png")
	for _, p := range []string{s, other} {
		if err := os.WriteFile(p, scen, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(scan, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, out, want string
	}{
		{"the scenario", s, "is the input"},
		{"the scan", scan, "is the input"},
		{"another scenario", other, "format: adc-scenario"},
	} {
		var stderr bytes.Buffer
		code := Run([]string{"trace", scan, "--into", s, "-o", tc.out}, nil, &bytes.Buffer{}, &stderr)
		if code != ExitBadInput || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("-o %s: exit %d, %q; want %q", tc.name, code, stderr.String(), tc.want)
		}
	}
	if now, _ := os.ReadFile(s); !bytes.Equal(now, scen) {
		t.Error("the scenario changed")
	}
	var stderr bytes.Buffer
	if code := Run([]string{"trace", scan, "--into", s}, nil, &bytes.Buffer{}, &stderr); code != ExitBadInput || !strings.Contains(stderr.String(), "scan.png") {
		t.Errorf("a scan that is no picture: exit %d, %q", code, stderr.String())
	}
}
