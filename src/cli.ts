#!/usr/bin/env node
import { hello } from './core/hello.js';
import { canonicalize } from 'json-canonicalize';
console.log(hello(), canonicalize({ b: 1, a: 'é' }));
