/**
 * What the reader has typed survives the language switch (issue 27 §2). The page re-renders in the other
 * language, and the widgets remount with it (their language boundary waits for the new messages), so their
 * own state is gone: the switch writes the page's form fields and open tab to sessionStorage and the new
 * page puts them back, as if typed. Fields are matched by name (the widgets' inputs all have one, and names do
 * not change with the language) and, among fields of the same name, by order.
 */

const CARRY_KEY = 'securesplit.language-switch.fields';
/** The widgets render once their messages arrive; give them this long to appear. */
const RESTORE_WINDOW_MS = 5000;

interface CarriedField {
  key: string;
  value: string;
  checked?: boolean;
}

interface Carried {
  /** The route (English form) the fields belong to: another page's fields are not put back. */
  path: string;
  fields: CarriedField[];
  /** The index of each selected tab (role=tab) in document order, to reopen the same calculator. */
  tabs: number[];
}

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldsIn(root: ParentNode): { key: string; field: FormField }[] {
  const seen = new Map<string, number>();
  const fields: { key: string; field: FormField }[] = [];
  for (const field of root.querySelectorAll<FormField>('input[name], select[name], textarea[name]')) {
    if (field instanceof HTMLInputElement && ['hidden', 'file', 'password', 'submit', 'button'].includes(field.type)) continue;
    const base = `${field.tagName}:${field instanceof HTMLInputElement ? field.type : ''}:${field.name}`;
    const index = seen.get(base) ?? 0;
    seen.set(base, index + 1);
    fields.push({ key: `${base}:${index}`, field });
  }
  return fields;
}

/** Writes the page's typed fields and selected tabs, to be put back after the switch. */
export function carryInputs(path: string, root: ParentNode | null = document.getElementById('main')): void {
  if (!root) return;
  const fields: CarriedField[] = [];
  for (const { key, field } of fieldsIn(root)) {
    // Every field as it stands (React keeps a controlled field's default in step with its value, so "changed" cannot
    // be told from the DOM); putting back a value the new page starts with anyway changes nothing.
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) fields.push({ key, value: field.value, checked: field.checked });
    else fields.push({ key, value: field.value });
  }
  const tabs = [...root.querySelectorAll('[role=tab]')].flatMap((tab, index) => (tab.getAttribute('aria-selected') === 'true' ? [index] : []));
  try {
    window.sessionStorage.setItem(CARRY_KEY, JSON.stringify({ path, fields, tabs } satisfies Carried));
  } catch {
    // Storage refused: the page still switches, with its fields empty.
  }
}

function takeCarried(path: string): Carried | undefined {
  try {
    const text = window.sessionStorage.getItem(CARRY_KEY);
    const carried = text ? (JSON.parse(text) as Carried) : undefined;
    return carried && carried.path === path ? carried : undefined;
  } catch {
    return undefined;
  }
}

function forgetCarried(): void {
  try {
    window.sessionStorage.removeItem(CARRY_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Sets a field the way typing does, so React's controlled inputs see the change. */
function setLikeTyping(field: FormField, carried: CarriedField): void {
  if (field instanceof HTMLInputElement && carried.checked !== undefined) {
    if (field.checked !== carried.checked) field.click();
    return;
  }
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, carried.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts back what the switch carried for this route: selects the same tabs, then fills each field as it
 * appears (a field shown only for an earlier answer appears after it). Returns a function that stops waiting.
 */
export function restoreCarriedInputs(path: string, root: () => ParentNode | null = () => document.getElementById('main')): () => void {
  const carried = takeCarried(path);
  if (!carried) return () => undefined;
  const pending = new Map(carried.fields.map((field) => [field.key, field]));
  let tabsDone = carried.tabs.length === 0;
  const step = (): boolean => {
    const container = root();
    if (!container) return false;
    if (!tabsDone) {
      const tabs = [...container.querySelectorAll<HTMLElement>('[role=tab]')];
      if (tabs.length === 0) return false;
      for (const index of carried.tabs) if (tabs[index]?.getAttribute('aria-selected') !== 'true') tabs[index]?.click();
      tabsDone = true;
    }
    for (const { key, field } of fieldsIn(container)) {
      const value = pending.get(key);
      if (!value) continue;
      setLikeTyping(field, value);
      pending.delete(key);
    }
    return pending.size === 0;
  };
  // Forgotten once done (or given up), not when taken: React's development mode runs an effect twice.
  if (step()) {
    forgetCarried();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!step()) return;
    forgetCarried();
    stop();
  });
  const timer = window.setTimeout(() => {
    forgetCarried();
    stop();
  }, RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
