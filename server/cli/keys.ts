// `npm run keys`: makes sure this installation's keys exist (.data/keys.json, created on first use) and
// writes the anon key alone to .data/anon-key, the file a build embeds. `npm start` runs it before building.
import { anonKeyFileOf, loadOrCreateKeys } from '../auth/keys.ts';

const keys = loadOrCreateKeys();
console.log(`keys: ${keys.file}; anon key for the build: ${anonKeyFileOf(keys.file)}`);
