#!/usr/bin/env node
// placeholder, replaced by the lead
process.stdout.write('');
