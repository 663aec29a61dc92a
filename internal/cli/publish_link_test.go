package cli_test

// The command's tests run every command in their own process, as adc
// does: linking package publish gives the command table the work of
// render, print, import, balance, export vassal and tiled, and summary's
// card.
import _ "github.com/aide-de-camp/adc/internal/cli/publish"
