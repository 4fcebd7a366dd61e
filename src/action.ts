/**
 * dist/action.js: the GitHub Action itself. dist/index.js runs it in a worker
 * thread (action/launch.ts); run directly, it behaves the same. A cancel stops
 * every process the action started (adapters/process-groups.ts).
 */
import * as core from '@actions/core';
import { listenForStop } from './adapters/process-groups.js';
import { run } from './action/main.js';

listenForStop((line) => core.warning(line));
void run();
