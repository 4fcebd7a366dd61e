/**
 * The JSON report's schema (docs/report.schema.json), compiled once: tests
 * validate the reports that real runs wrote against it, so the document the
 * docs describe is the one the action writes.
 */
import { expect } from '@jest/globals';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPORT_SCHEMA_PATH = join(process.cwd(), 'docs', 'report.schema.json');

let validate: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (validate === undefined) {
    const schema = JSON.parse(readFileSync(REPORT_SCHEMA_PATH, 'utf8')) as object;
    validate = new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(
      schema,
    );
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
