import type { ApiClient, Calculated, CalculatorResults } from './client.js';
import { ApiError, type Problem } from './problem.js';

/** The engine's on-device entry: the free calculators with each state's rules loaded on first use. */
export type OnDeviceEngine = typeof import('@securesplit/engine/on-device');

/** How the on-device engine is loaded: its own chunk, fetched only when a widget computes with `save="false"`. */
export type OnDeviceEngineLoader = () => Promise<OnDeviceEngine>;

// A dynamic import with a literal specifier: the bundle gives the engine (and each state's rules) chunks of their
// own, fetched from wherever the element's code came from (the script's origin on a partner's page).
const loadOnDeviceEngine: OnDeviceEngineLoader = () => import('@securesplit/engine/on-device');

const FREE_CALCULATORS: { [K in keyof CalculatorResults]: (engine: OnDeviceEngine, input: unknown) => Promise<Omit<CalculatorResults[K], 'id'>> } = {
  'child-support': (engine, input) => engine.calculateChildSupportOnDevice(input),
  alimony: (engine, input) => engine.calculateAlimonyOnDevice(input),
  budget: async (engine, input) => engine.calculateBudgetOnDevice(input),
};

/** What the visitor is told when a Download PDF is pressed anyway: the server would need the figures to make it. */
export const PDF_NEEDS_THE_SERVER = 'The worksheet PDF is made on our server, so it is not offered while your figures stay on this device. Print / Save as PDF works.';

/**
 * A premium calculation with the figures kept on the device: refused here, before any request. Those calculators run
 * on our server, where Full Access is checked, so sending the entries would break the promise the switch makes.
 */
export const PREMIUM_NEEDS_THE_SERVER: Problem = {
  title: 'Runs on our server',
  status: 0,
  detail: 'This premium calculator runs on our server, so it does not calculate while your figures stay on this device. Turn off "Don\'t save my figures" to use it; nothing was sent.',
};

/**
 * The widget's API client when the figures must not leave the device (`save="false"`, issue 31 §5): the free
 * calculations, the parenting schedule, "What moves the amount" and both households after tax are computed here by the engine, so no request
 * carries an income, an expense or a schedule. They answer as the API would (its result, `id` null; a rejected form
 * as a 400 ApiError with the same field messages). Everything that carries no figures (the quiz, the
 * assistant's questions as typed, lead forms with their contact details only) still goes to `server`.
 */
export function onDeviceApiClient(server: ApiClient, load: OnDeviceEngineLoader = loadOnDeviceEngine): ApiClient {
  async function computeHere<T>(compute: (engine: OnDeviceEngine) => T | Promise<T>): Promise<T> {
    let engine: OnDeviceEngine;
    try {
      engine = await load();
    } catch {
      throw new ApiError(null, null, 'The calculator could not load', { kind: 'network' });
    }
    try {
      return await compute(engine);
    } catch (error) {
      if (error instanceof engine.EngineValidationError) {
        throw new ApiError(400, { title: 'Invalid request', status: 400, errors: error.errors }, '400: Invalid request');
      }
      // A state's rules that could not be fetched (the connection dropped): as the API's "could not be reached".
      console.warn('SecureSplit: could not compute on this device', error);
      throw new ApiError(null, null, 'The calculator could not load', { kind: 'network' });
    }
  }

  return {
    ...server,
    calculate: <K extends keyof CalculatorResults>(calculator: K, input: Record<string, unknown>) =>
      computeHere(async (engine) => ({ ...(await FREE_CALCULATORS[calculator](engine, input)), id: null }) as CalculatorResults[K]),
    parentingTime: (input) => computeHere((engine): Calculated<ReturnType<OnDeviceEngine['calculateParentingTimeOnDevice']>> => ({ ...engine.calculateParentingTimeOnDevice(input), id: null })),
    childSupportSensitivity: (input) => computeHere((engine) => engine.childSupportSensitivityOnDevice(input)),
    households: (input) => computeHere((engine) => engine.calculateHouseholdsOnDevice(input)),
    worksheetPdf: () => Promise.reject(new ApiError(null, null, PDF_NEEDS_THE_SERVER, { kind: 'network' })),
    calculatePremium: () => Promise.reject(new ApiError(null, PREMIUM_NEEDS_THE_SERVER, PREMIUM_NEEDS_THE_SERVER.title, { kind: 'http' })),
  };
}
