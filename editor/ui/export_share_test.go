package ui

import (
	"archive/zip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportToVassalAndTiled(t *testing.T) {
	ed, _ := newEditor(t)
	dir := t.TempDir()

	vmod := filepath.Join(dir, "game.vmod")
	if err := ed.ExportVassal(vmod); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(vmod)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range zr.File {
		found = found || f.Name == "buildFile.xml"
	}
	zr.Close()
	if !found {
		t.Error("the module has no buildFile.xml")
	}

	if err := ed.ExportTiled(filepath.Join(dir, "game")); err != nil {
		t.Fatal(err)
	}
	tmx, err := os.ReadFile(filepath.Join(dir, "game.tmx"))
	if err != nil || !strings.Contains(string(tmx), `orientation="hexagonal"`) {
		t.Fatalf("no hexagonal TMX: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "game-terrain.png")); err != nil {
		t.Error(err)
	}

	before, _ := os.ReadFile(ed.Doc.Path())
	if err := ed.ExportVassal(ed.Doc.Path()); err == nil {
		t.Error("exported over the scenario file")
	}
	if after, _ := os.ReadFile(ed.Doc.Path()); string(after) != string(before) {
		t.Error("the scenario file changed")
	}
}
