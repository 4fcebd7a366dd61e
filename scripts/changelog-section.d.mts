/** Types of scripts/changelog-section.mjs, for the tests that import it. */
export declare class ChangelogError extends Error {}
export declare function changelogSection(changelog: string, version: string, file?: string): string;
