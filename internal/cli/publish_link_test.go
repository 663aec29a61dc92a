package cli_test

// The command's tests run every command in their own process: linking
// package publish gives the command table the work adc-publish does for
// adc (render, print, import, balance, export vassal and tiled, summary's
// card); cmd/adc's tests run the two programs.
import _ "github.com/aide-de-camp/adc/internal/cli/publish"
