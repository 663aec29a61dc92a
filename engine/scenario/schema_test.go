package scenario

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/")

// TestJSONSchemaGolden pins the JSON Schema of format v1; refresh with
// go test ./engine/scenario -run JSONSchema -update after a deliberate
// format change.
func TestJSONSchemaGolden(t *testing.T) {
	got, err := JSONSchema()
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(got, &v); err != nil {
		t.Fatalf("schema is not JSON: %v", err)
	}
	const golden = "testdata/schema.golden.json"
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("schema differs from %s; run with -update if the change is deliberate", golden)
	}
	again, _ := JSONSchema()
	if !bytes.Equal(got, again) {
		t.Errorf("schema output is not deterministic")
	}
}
