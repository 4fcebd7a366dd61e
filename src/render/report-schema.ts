/**
 * The JSON report's schema version (docs/report.schema.json): every model's
 * report part and the joined review's top level are written to it.
 */
export const REPORT_SCHEMA_VERSION = 5;
