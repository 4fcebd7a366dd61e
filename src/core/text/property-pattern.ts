/**
 * A regular expression with Unicode property classes (`\p{…}`), made the
 * first time it is asked for. V8 builds an ICU set for each property as it
 * parses such a pattern, whether or not the pattern ever runs: a few
 * milliseconds of every start-up, for patterns most commands never use.
 * Given as source text, the pattern is parsed on that first use only. Pure.
 */
export function propertyPattern(source: string, flags: string): () => RegExp {
  let pattern: RegExp | undefined;
  return () => (pattern ??= new RegExp(source, flags));
}
