package cli

import "github.com/aide-de-camp/adc/internal/cli/workbooks"

// The command's tests write spreadsheets in their own process, with the
// writers the adc-publish program uses; cmd/adc's tests run the two programs.
func init() { spreadsheets = workbooks.Writers{} }
