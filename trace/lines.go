package trace

import "github.com/aide-de-camp/adc/engine/hex"

// SideGuess is a hexside whose printing differs from a plain grid line.
type SideGuess struct{}

// RoadGuess is a road.
type RoadGuess struct{}

func findLines(p *picture, g hex.Grid, H Homography) ([]SideGuess, []RoadGuess) { return nil, nil }
