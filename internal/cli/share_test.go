package cli

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// smallScenario copies the Tiled package's test scenario (with hexsides and
// roads) into dir.
func smallScenario(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "export", "tiled", "testdata", "small.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "small.yaml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(args, nil, &out, &errb)
	return code, out.String(), errb.String()
}

func TestExportVassalWritesAModule(t *testing.T) {
	out := filepath.Join(t.TempDir(), "talavera.vmod")
	code, stdout, stderr := runCLI("export", "vassal", "talavera20-full", "-o", out)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "VASSAL module") {
		t.Errorf("stdout %q", stdout)
	}
	zr, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	names := map[string]bool{}
	for _, f := range zr.File {
		names[f.Name] = true
	}
	for _, want := range []string{"buildFile.xml", "moduledata", "images/map.png"} {
		if !names[want] {
			t.Errorf("module lacks %s", want)
		}
	}
}

func TestExportTiledWritesMapAndTileset(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "talavera.tmx")
	code, _, stderr := runCLI("export", "tiled", "talavera20-full", "-o", out)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	tmx, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(tmx), `<image source="talavera-terrain.png"`) {
		t.Error("the map does not name its tileset image")
	}
	if _, err := os.Stat(filepath.Join(dir, "talavera-terrain.png")); err != nil {
		t.Error(err)
	}
}

func TestShareRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	scen := smallScenario(t, dir)
	cases := []struct {
		name string
		args []string
	}{
		{"vassal without -o", []string{"export", "vassal", "bussaco20"}},
		{"vassal over its input", []string{"export", "vassal", scen, "-o", scen}},
		{"vassal unknown scenario", []string{"export", "vassal", "nowhere20", "-o", filepath.Join(dir, "x.vmod")}},
		{"tiled not .tmx", []string{"export", "tiled", "bussaco20", "-o", filepath.Join(dir, "x.png")}},
		{"tiled over its input", []string{"export", "tiled", scen, "-o", scen}},
		{"import without --into", []string{"import", "tiled", filepath.Join(dir, "x.tmx")}},
		{"import unknown format", []string{"import", "vassal", "x.vmod", "--into", scen}},
		{"import missing map", []string{"import", "tiled", filepath.Join(dir, "missing.tmx"), "--into", scen}},
		{"import into a bundled id", []string{"import", "tiled", filepath.Join(dir, "x.tmx"), "--into", "bussaco20"}},
		{"import the scenario into itself", []string{"import", "tiled", scen, "--into", scen}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := runCLI(c.args...)
			if code != ExitBadInput {
				t.Errorf("exit %d, want %d (%s)", code, ExitBadInput, stderr)
			}
			if stderr == "" {
				t.Error("no message on stderr")
			}
		})
	}
}

// TestImportTiled: export, edit the map, import; then a broken map leaves
// the scenario untouched.
func TestImportTiled(t *testing.T) {
	dir := t.TempDir()
	scen := smallScenario(t, dir)
	tmx := filepath.Join(dir, "small.tmx")
	if code, _, stderr := runCLI("export", "tiled", scen, "-o", tmx); code != ExitOK {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	code, stdout, stderr := runCLI("import", "tiled", tmx, "--into", scen)
	if code != ExitOK || !strings.Contains(stdout, "no changes") {
		t.Fatalf("unchanged map: exit %d, %q %q", code, stdout, stderr)
	}

	// Delete the slope hexside in the map.
	data, _ := os.ReadFile(tmx)
	edited := regexp.MustCompile(`(?s)<object id="\d+" name="slope".*?</object>`).ReplaceAllString(string(data), "")
	if edited == string(data) {
		t.Fatal("no slope to delete")
	}
	os.WriteFile(tmx, []byte(edited), 0o644)

	before, _ := os.ReadFile(scen)
	code, stdout, stderr = runCLI("import", "tiled", tmx, "--into", scen, "--dry-run")
	if code != ExitOK || !strings.Contains(stdout, "hexside 0909-0910 removed") {
		t.Fatalf("dry run: exit %d, %q %q", code, stdout, stderr)
	}
	if after, _ := os.ReadFile(scen); !bytes.Equal(before, after) {
		t.Fatal("a dry run changed the scenario")
	}
	code, stdout, stderr = runCLI("import", "tiled", tmx, "--into", scen)
	if code != ExitOK {
		t.Fatalf("import: exit %d, %q %q", code, stdout, stderr)
	}
	after, _ := os.ReadFile(scen)
	if strings.Contains(string(after), "uphill") || !strings.Contains(string(after), "Test brook") {
		t.Error("the slope was not removed, or other hexsides were lost")
	}
	if bak, err := os.ReadFile(scen + ".bak"); err != nil || !bytes.Equal(bak, before) {
		t.Error("no backup of the previous version")
	}

	// A map with an unknown terrain leaves the scenario untouched.
	bad := strings.Replace(edited, `name="terrain" value="forest"`, `name="terrain" value="lava"`, 1)
	os.WriteFile(tmx, []byte(bad), 0o644)
	code, _, stderr = runCLI("import", "tiled", tmx, "--into", scen)
	if code != ExitBadInput || !strings.Contains(stderr, `terrain "lava"`) || !strings.Contains(stderr, "unchanged") {
		t.Errorf("unknown terrain: exit %d, %q", code, stderr)
	}
	if now, _ := os.ReadFile(scen); !bytes.Equal(now, after) {
		t.Error("a failed import changed the scenario")
	}
}

// TestImportRefusesNewValidationErrors: a road drawn into a hex off the
// scenario's rules is refused with the finding, the file untouched.
func TestImportRefusesNewValidationErrors(t *testing.T) {
	dir := t.TempDir()
	scen := smallScenario(t, dir)
	tmx := filepath.Join(dir, "small.tmx")
	if code, _, stderr := runCLI("export", "tiled", scen, "-o", tmx); code != ExitOK {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	// Put a bridge on a hexside with no river (7.1: bridges only on rivers).
	data, _ := os.ReadFile(tmx)
	edited := strings.Replace(string(data), `name="features" value="slope"`, `name="features" value="bridge"`, 1)
	edited = strings.Replace(edited, `name="slope"`, `name="bridge"`, 1)
	os.WriteFile(tmx, []byte(edited), 0o644)
	before, _ := os.ReadFile(scen)
	code, stdout, stderr := runCLI("import", "tiled", tmx, "--into", scen)
	if code != ExitFindings {
		t.Fatalf("exit %d, want %d: %q %q", code, ExitFindings, stdout, stderr)
	}
	if !strings.Contains(stderr, "error") || !strings.Contains(stderr, "unchanged") {
		t.Errorf("stderr %q", stderr)
	}
	if after, _ := os.ReadFile(scen); !bytes.Equal(before, after) {
		t.Error("the scenario was changed")
	}
}

// TestExportsKeepThePreviousVersion: exporting again over a VASSAL module
// or a Tiled map keeps the earlier export as FILE.bak, as every writer does.
func TestExportsKeepThePreviousVersion(t *testing.T) {
	dir := t.TempDir()
	scen := smallScenario(t, dir)
	for _, c := range []struct{ format, out string }{{"vassal", "m.vmod"}, {"tiled", "m.tmx"}} {
		t.Run(c.format, func(t *testing.T) {
			out := filepath.Join(dir, c.out)
			old := []byte("an earlier export\n")
			if err := os.WriteFile(out, old, 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, stderr := runCLI("export", c.format, scen, "-o", out); code != ExitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if bak, err := os.ReadFile(out + ".bak"); err != nil || !bytes.Equal(bak, old) {
				t.Errorf("%s.bak = %q, %v; want the earlier export", c.out, bak, err)
			}
		})
	}
}
