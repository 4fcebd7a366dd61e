/** Types of scripts/demo.mjs, for the tests that run `npm run demo`'s review in-process. */
export declare const DEMO_FIXTURE: string;
export declare function buildDemo(): { dir: string; base: string; args: string[] };
