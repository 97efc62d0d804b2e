import path from 'node:path';
import { repoRoot } from '../db/open.ts';

/** Where `npm start` / `npm run backend` keep the database between runs (git-ignored); BACKEND_DATA_DIR names another folder. */
export const dataDir = process.env.BACKEND_DATA_DIR
  ? path.resolve(process.env.BACKEND_DATA_DIR)
  : path.join(repoRoot, '.data', 'db');

/** The local certificate authority of `npm start -- --https`, kept beside the database; BACKEND_TLS_DIR names another folder. */
export const tlsDir = process.env.BACKEND_TLS_DIR
  ? path.resolve(process.env.BACKEND_TLS_DIR)
  : path.join(path.dirname(dataDir), 'tls');
