import { setDefaultApiBase } from '../runtime/context.js';

/** The script-tag build's default `api-base`: the origin the element's code was served from. */
export function useScriptOriginAsApiBase(moduleUrl: string): void {
  setDefaultApiBase(new URL(moduleUrl).origin);
}
