/**
 * The GitHub Action itself (dist/action.js loads it). A cancel stops every
 * process the action started (adapters/processes/process-groups.ts).
 */
import * as core from '@actions/core';
import { listenForStop } from '../adapters/processes/process-groups.js';
import { run } from './main.js';

listenForStop((line) => core.warning(line));
void run();
