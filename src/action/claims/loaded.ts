/**
 * What the action runs of ev 0.2 beyond its settings: the claims' review and
 * their surfaces. main.ts loads this module only for a store that holds
 * claims, so a run on ev 0.1 decisions compiles none of the claims model
 * (a fifth of the action's code, docs/PERFORMANCE.md).
 */
export { reviewClaimsForEvent } from './review.js';
export { claimsSurfaces } from '../../render/claims/surfaces.js';
