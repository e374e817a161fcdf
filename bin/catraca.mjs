#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `catraca` works straight from a checkout.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
