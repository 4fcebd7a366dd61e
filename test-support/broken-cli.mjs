#!/usr/bin/env node
// A deliberately broken CLI: prints nothing and succeeds. The parity suite run
// against it (EV_CLI=test-support/broken-cli.mjs) must fail — that is the
// counter-test proving the suite can catch a regression (see .evolving/).
process.exitCode = 0;
