export { loadPreparedDump, preparedDumpPath, preparedDir, PREPARED_DB_ENV } from '../../server/db/prepared.ts';
