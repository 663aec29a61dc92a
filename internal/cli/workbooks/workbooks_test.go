package workbooks

import (
	"bytes"
	"testing"

	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

func TestCheckPaper(t *testing.T) {
	for _, c := range []struct {
		paper string
		ok    bool
	}{{"a4", true}, {"Letter", true}, {"a3", false}, {"", false}} {
		t.Run(c.paper, func(t *testing.T) {
			if err := (Writers{}).CheckPaper(c.paper); (err == nil) != c.ok {
				t.Errorf("CheckPaper(%q) = %v, want ok %v", c.paper, err, c.ok)
			}
		})
	}
}

// TestWritersWriteWorkbooks: each writer gives an xlsx (zip) file, and a
// bad paper size is an error, not a workbook on the default paper.
func TestWritersWriteWorkbooks(t *testing.T) {
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := (Writers{}).Calculators(&buf, rs, "letter"); err != nil || !bytes.HasPrefix(buf.Bytes(), []byte("PK")) {
		t.Fatalf("Calculators: %v, %d bytes", err, buf.Len())
	}
	buf.Reset()
	if err := (Writers{}).Calculators(&buf, rs, "a3"); err == nil || buf.Len() != 0 {
		t.Errorf("Calculators on a3 paper: %v, %d bytes written", err, buf.Len())
	}
}
