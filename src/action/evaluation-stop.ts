/** A reason the evaluation cannot go on (no store, base commit missing): the step fails with it. */
export class EvaluationStop extends Error {}
