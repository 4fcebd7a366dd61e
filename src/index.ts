/** dist/index.js: the GitHub Action (action.yml, runs.using node24). */
import { run } from './action/main.js';

void run();
