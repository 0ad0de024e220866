// Creates an embedded database's files in the directory given, then exits (see pglite-open.ts).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init <data directory>');
const db = await PGlite.create(dataDir);
await db.close();
