import { useCallback, useState } from 'react';

/** Where the choice is remembered: this browser only (issue 31 §5), so it holds before any request is made. */
export const FIGURES_STAY_ON_DEVICE_KEY = 'securesplit.figuresStayOnDevice';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The visitor's "Don't save my figures" choice, read at once and remembered in this browser. */
export function useFiguresStayOnDevice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => storage()?.getItem(FIGURES_STAY_ON_DEVICE_KEY) === 'true');
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      if (next) storage()?.setItem(FIGURES_STAY_ON_DEVICE_KEY, 'true');
      else storage()?.removeItem(FIGURES_STAY_ON_DEVICE_KEY);
    } catch {
      // Storage full or refused (private mode): the choice holds for this visit.
    }
  }, []);
  return [on, set];
}
