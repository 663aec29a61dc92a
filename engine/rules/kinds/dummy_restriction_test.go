package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule16_1_3_ArapilesNoDummySpanish: with Fog of War the Spanish unit
// cannot receive a Dummy (Arapiles 20, kind dummy_restriction).
func TestRule16_1_3_ArapilesNoDummySpanish(t *testing.T) {
	cases := []struct {
		name    string
		joins   string
		wantErr string
	}{
		{"the Spanish unit may not receive a Dummy", "al-espana", "may not receive a Dummy"},
		{"a British unit may", "al-british", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("al-espana", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "0606")
			f.unit("al-british", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0303")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "1210")
			f.dummy("al-dummy", scenario.AntiFrench, "")
			f.opt.Optional = []string{"16.1"}
			f.s.Special = []scenario.Rule{{ID: "no-dummy-spanish", Number: "16.1.3", Title: "No Dummy", Kind: "dummy_restriction",
				Params: map[string]string{"unit": "al-espana"}}}
			s := f.state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			h := hexOf(s, t, tc.joins)
			err := s.Legal(rules.PlaceDummy{Unit: "al-dummy", Hex: h, Relocate: "al-dummy", To: f.nb(h, hex.S)})
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("got %v, want %q", err, tc.wantErr)
			}
		})
	}
}
