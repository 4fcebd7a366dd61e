/**
 * dist/action.js: the GitHub Action itself. dist/index.js runs it in a worker
 * thread (action/launch.ts); run directly, it behaves the same.
 */
import { run } from './action/main.js';

void run();
