package scenarios_test

import (
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
)

func TestListIsSortedAndHoldsDefault(t *testing.T) {
	ids := scenarios.List()
	if !slices.IsSorted(ids) {
		t.Errorf("List() = %v, not sorted", ids)
	}
	if !slices.Contains(ids, scenarios.Default) {
		t.Errorf("List() = %v, lacks the default %q", ids, scenarios.Default)
	}
}

func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		name, id string
		wantErr  bool
	}{
		{"default scenario", scenarios.Default, false},
		{"unknown id", "no-such-battle", true},
		{"empty id", "", true},
		{"path traversal", "../go", true},
		{"extension given", "bussaco20.yaml", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := scenarios.Open(tc.id)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Open(%q) error = %v, want error %v", tc.id, err, tc.wantErr)
			}
			if !tc.wantErr && len(data) == 0 {
				t.Errorf("Open(%q) returned no bytes", tc.id)
			}
		})
	}
}
