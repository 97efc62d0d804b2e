/**
 * The schema type the test clients use: the generated one when `npm run gen:types` has written it.
 * Kept in one place so tests switch to the generated types by changing this line only.
 */
export type { Database } from '../../src/backend/database.types.ts';
