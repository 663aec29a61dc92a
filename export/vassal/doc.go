// Package vassal writes a Napoleonic 20 scenario as a VASSAL module (.vmod).
package vassal
