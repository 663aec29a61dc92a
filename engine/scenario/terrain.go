package scenario

// Hex terrain ids used by the standard chart sets (templates/charts). A
// scenario's map.terrain values name one of these, or a terrain type its
// chart overrides add.
const (
	TerrainClear          = "clear"
	TerrainForest         = "forest"
	TerrainRough          = "rough"
	TerrainMarsh          = "marsh"
	TerrainSwamp          = "swamp"
	TerrainEscarpment     = "escarpment"
	TerrainTown           = "town"
	TerrainVillage        = "village"
	TerrainFortified      = "fortified"
	TerrainRedoubt        = "redoubt"
	TerrainCitadel        = "citadel"
	TerrainWideMajorRiver = "wide_major_river" // Rousse/Slobozia 20 rule 6.10
	TerrainIslet          = "islet"            // estuarial islet in a wide major river (6.10)
)
