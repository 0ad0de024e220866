/** tools/<name>, installed from its own lock file (`npm ci`) when missing or installed from another lock; its path. */
export function toolDir(name: string): string;

/** The path of a package's executable inside tools/<name> (installing the folder when needed). */
export function toolBin(name: string, packageName: string, binName?: string): string;

/** Imports a package installed in tools/<name> (installing the folder when needed). */
export function importTool(name: string, packageName: string, subpath?: string): Promise<unknown>;
