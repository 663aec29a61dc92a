// Package hostile holds the hostile-input suite of the adc command: files
// built to break its readers (testdata/cases.txt lists each with the exit
// status and message every command must give), run against the built
// binary under an address-space limit and a CPU-time limit.
//
//	go test ./internal/hostile            # every case
//	go test ./internal/hostile -run /gen:  # the generated large inputs only
package hostile
