import path from 'node:path';
import { repoRoot } from '../db/open.ts';

/** Where `npm start` / `npm run backend` keep the database between runs (git-ignored). */
export const dataDir = path.join(repoRoot, '.data', 'db');
