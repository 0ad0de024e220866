import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';

/** Every migration, in order. Names sort as they run; never rename or edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};
