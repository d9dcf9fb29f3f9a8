// The typed draft survives a reload (photos do not: files cannot be stored and may be personal).
import { EMPTY_DRAFT, type QuoteDraft } from '../../lib/quote/fields';

const STORAGE_KEY = 'dfpr:quote-draft';
/** The draft holds personal data: on a shared computer it should not outlive a week. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The draft and the idempotency key of the request it will become. */
export interface SavedDraft {
  values: QuoteDraft;
  idempotencyKey: string;
}

/**
 * The saved draft, or undefined when there is none, it is older than a week (then it is deleted)
 * or storage is unavailable (private mode).
 */
export function loadDraft(): SavedDraft | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as
      (Partial<SavedDraft> & { savedAt?: unknown }) | null;
    if (!saved) return undefined;
    // A draft without a date predates the limit: treated as expired too.
    if (!(Number(saved.savedAt) > Date.now() - MAX_AGE_MS)) {
      clearDraft();
      return undefined;
    }
    if (typeof saved.idempotencyKey !== 'string' || typeof saved.values !== 'object') return undefined;
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
    else localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
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
