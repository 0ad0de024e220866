/**
 * The alimony form's dates (spec part 1, section 2): typed as MM/DD/YYYY, slashes inserted as the
 * user types, at most 10 characters, converted to YYYY-MM-DD only when complete and real.
 */
export function autoSlashDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export function toIsoDate(usDate: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  if (!match) return undefined;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) {
    return undefined;
  }
  return `${yyyy}-${mm}-${dd}`;
}

/** Spec part 1, section 9: 365.25-day years and 30.44-day months. */
const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = 30.44;

export function marriageLength(fromIso: string, toIso: string): { years: number; months: number } | undefined {
  const days = (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000;
  if (!Number.isFinite(days) || days < 0) return undefined;
  const years = Math.floor(days / DAYS_PER_YEAR);
  const months = Math.floor((days - years * DAYS_PER_YEAR) / DAYS_PER_MONTH);
  return { years, months };
}
