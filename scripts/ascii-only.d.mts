/** Types of scripts/ascii-only.mjs, for the test that imports it. */
export function asciiOnly(code: string): string;
