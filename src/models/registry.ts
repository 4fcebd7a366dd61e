/**
 * The models this project serves, registered once, in the order their
 * sections are drawn (a store holding both shows ev 0.1's decisions first).
 * Adding a model means a folder on each floor (core, render, adapters,
 * chains, commands, models, and the action's) and one line here.
 */
import type { StoreModel } from '../adapters/files/store.js';
import { claimsModel } from './claims/model.js';
import type { Model, ModelName } from './model.js';
import { ticksModel } from './ticks/model.js';

export const MODELS: readonly Model[] = [ticksModel, claimsModel];

/** The model of that name. */
export function modelNamed(name: ModelName): Model {
  return MODELS.find((model) => model.name === name) as Model;
}

/** The models a store holds, in the registry's order. */
export function modelsHeldBy(store: StoreModel): Model[] {
  return MODELS.filter((model) => model.holds(store));
}

/** The models that answer the command `name`. */
export function modelsAnswering(name: string): Model[] {
  return MODELS.filter((model) => Object.hasOwn(model.commands, name));
}
