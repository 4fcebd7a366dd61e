/**
 * The JSON report's schema (docs/report.schema.json), compiled once: tests
 * validate the reports that real runs wrote against it, so the document the
 * docs describe is the one the action writes.
 *
 * Compiled once per jest worker, not once per test file (as openapi.ts's
 * validators: the environment's `evWorkerCache`), with ajv through Node's own
 * require: loading ajv in a file's registry and compiling the schema cost
 * about half a CPU-second of each of the five files that check a report. The
 * key is the schema's text, so an edited schema is compiled anew.
 */
import { expect } from '@jest/globals';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const REPORT_SCHEMA_PATH = join(process.cwd(), 'docs', 'report.schema.json');

const nodeRequire = createRequire(import.meta.url);
/** Outside jest: this module's own. */
const ownCache = new Map<string, unknown>();

function validator(): ValidateFunction {
  const text = readFileSync(REPORT_SCHEMA_PATH, 'utf8');
  const cache = (globalThis as { evWorkerCache?: Map<string, unknown> }).evWorkerCache ?? ownCache;
  const key = `report-schema:${text}`;
  let validate = cache.get(key) as ValidateFunction | undefined;
  if (validate === undefined) {
    const { Ajv2020: Ajv } = nodeRequire('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 };
    validate = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(
      JSON.parse(text) as object,
    );
    cache.set(key, validate);
  }
  return validate;
}

/** The report follows the schema; the failure lists every violation by path. */
export function expectValidReport(report: unknown): void {
  const check = validator();
  const valid = check(report);
  const problems = (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  expect(problems).toEqual([]);
  expect(valid).toBe(true);
}
