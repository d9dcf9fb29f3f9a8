// The typed draft survives a reload (photos do not: files cannot be stored and may be personal).
import { EMPTY_DRAFT, type QuoteDraft } from '../../lib/quote';

const STORAGE_KEY = 'dfpr:quote-draft';

/** The draft and the idempotency key of the request it will become. */
export interface SavedDraft {
  values: QuoteDraft;
  idempotencyKey: string;
}

/** The saved draft, or undefined when there is none or storage is unavailable (private mode). */
export function loadDraft(): SavedDraft | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SavedDraft> | null;
    if (!saved || typeof saved.idempotencyKey !== 'string' || typeof saved.values !== 'object') return undefined;
    const values = { ...EMPTY_DRAFT };
    for (const field of Object.keys(EMPTY_DRAFT) as (keyof QuoteDraft)[]) {
      const value = (saved.values as Record<string, unknown> | null)?.[field];
      if (typeof value === 'string') values[field] = value;
    }
    return { values, idempotencyKey: saved.idempotencyKey };
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: SavedDraft): void {
  try {
    const blank = Object.values(draft.values).every((value) => value === '');
    if (blank) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, the draft just won't survive a reload.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was saved.
  }
}
