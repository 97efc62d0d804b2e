import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyMigrations, repoRoot } from '../db/open.ts';
import { loadPreparedDump } from '../db/prepared.ts';
import { loadCatalog } from '../rest/catalog.ts';
import { generateTypes } from '../types/generate.ts';

// `npm run gen:types`: writes src/backend/database.types.ts from the migrated schema's catalog.
// It opens the prepared database (bootstrap + migrations + seed, cached under .data/test/ by schema hash).
const out = path.join(repoRoot, 'src', 'backend', 'database.types.ts');
const db = await PGlite.create({ loadDataDir: await loadPreparedDump(), extensions: { pgcrypto } });
await applyMigrations(db);
const source = generateTypes(await loadCatalog(db, 'public'));
await db.close();
await writeFile(out, source);
console.log(`Wrote ${path.relative(repoRoot, out)} (${source.split('\n').length} lines).`);
