/** One file compressed by {@link precompressDirectory}: its path and its sizes in bytes. */
export interface PrecompressedFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Writes `.br` and `.gz` copies beside every text file of `dir` of at least 512 bytes (when smaller). */
export function precompressDirectory(dir: string): Promise<PrecompressedFile[]>;
