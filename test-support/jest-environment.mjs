// The environment every test file runs in: jest's `node` environment, plus
// what one jest worker keeps across its test files.
//
// Why: jest gives each test file a fresh module registry, so a module-level
// cache lives for one file only, and each file's modules stay in the worker's
// memory long after it ends. GitHub's 13 MB OpenAPI description
// (test-support/openapi.ts) parsed once per file cost a few hundred
// milliseconds and tens of megabytes each time, and a bigger worker makes
// every process it starts dearer (fork copies its page tables). Parsed here,
// outside the files' sandboxes, it is read once per worker and belongs to no
// test file. It is frozen: no test can change what the next one reads.
import { readFileSync } from 'node:fs';
import NodeEnvironment from 'jest-environment-node';

const parsed = new Map();

function deepFreeze(value) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

/** A JSON file's value, parsed once per worker and frozen. */
function sharedJson(file) {
  let value = parsed.get(file);
  if (value === undefined) {
    value = deepFreeze(JSON.parse(readFileSync(file, 'utf8')));
    parsed.set(file, value);
  }
  return value;
}

export default class EvTestEnvironment extends NodeEnvironment.TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.evSharedJson = sharedJson;
  }
}
