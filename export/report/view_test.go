package report

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/render"
)

func renderView(b *rules.Board, w, h int) render.View { return render.Fit(b.Scenario, w, h) }
