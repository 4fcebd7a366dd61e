/** Types of scripts/readme-example.mjs, for the test that keeps the README's example true. */
export declare const BEGIN: string;
export declare const END: string;
export declare function commentOf(reportOutput: string): string;
export declare function exampleBlock(comment: string): string;
export declare function currentExample(readme: string): string | undefined;
export declare function demoScript(packageJson: string): string;
