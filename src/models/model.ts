/**
 * A model of ev's, as this project serves it: one object that says which
 * stores hold it, the read-only commands it answers, and how `report`
 * previews it. Each model registers its object once (models/registry.ts);
 * the CLI, the bot and the preview find a model's part there. Its review
 * runs through its chain (chains/<model>/), the same for the action, the
 * preview and the bot.
 */
import type { StoreModel } from '../adapters/files/store.js';
import type { CliIo } from '../commands/io.js';
import type { ModelSurfaces, SurfaceFrame } from '../render/review-surfaces.js';

/** ev's word for each model: 0.1's ticks (decisions), 0.2's claims. */
export type ModelName = 'ticks' | 'claims';

/** A model's command: the arguments after its name, the caller's I/O, and the store's directory. */
export type ModelCommand = (args: string[], io: CliIo, root: string) => Promise<number>;

/** What `report` asks of each model it previews. */
export interface PreviewRequest {
  io: CliIo;
  /** The directory the preview runs in (`--cwd`, resolved). */
  cwd: string;
  /** The store's directory (detectStore's root). */
  root: string;
  /** The working directory as the report names it (`--cwd` as given, or `.`). */
  workingDirectory: string;
  frame: SurfaceFrame;
  /** `report`'s own arguments, parsed; each model reads the ones it takes. */
  options: PreviewOptions;
}

/** The options `report` takes. */
export interface PreviewOptions {
  json: boolean;
  cwd?: string;
  /** Repository-relative paths, as the pull request's file list gives them. */
  changed: string[];
  /** A CI job's `platform` (with run-checks on): advice as that job would give it. */
  platform?: string;
  attest?: string[];
  /** Default `none`, the action's default: the preview shows what CI shows. */
  stalenessRef: 'none' | 'config' | 'local-head';
  /** The base revision of the pull request to preview. */
  base?: string;
}

/** A model's preview: its surfaces, or what stops it (an exit status, or an error to print). */
export type Preview = ModelSurfaces | { exit: number } | { error: string };

export interface Model {
  readonly name: ModelName;
  /** Whether a store (detectStore's answer, or a commit's) holds this model. */
  holds(store: StoreModel): boolean;
  /** The read-only commands it answers, by name; each module is loaded on first use. */
  readonly commands: Readonly<Record<string, () => Promise<ModelCommand>>>;
  /** Its part of `report`: what the action would post, drawn here. */
  preview(request: PreviewRequest): Promise<Preview>;
}

/**
 * A model's commands by name, each loading the model's command module on
 * first use (`load` imports it): what never runs one of them (the action on
 * the other model, the CLI's other commands) neither compiles nor starts it.
 */
export function commandsOnFirstUse(
  model: string,
  names: readonly string[],
  load: () => Promise<Readonly<Record<string, ModelCommand>>>,
): Record<string, () => Promise<ModelCommand>> {
  const loaded = (name: string) => async () => {
    const command = (await load())[name];
    if (command === undefined) throw new Error(`no ${model} command ${name}`);
    return command;
  };
  return Object.fromEntries(names.map((name) => [name, loaded(name)]));
}
