/** A JSON list column (rights, check ids, column filters); anything unreadable is an empty list. */
export function parseJsonArray<T = unknown>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** A JSON object column (agent info, cashpoint info); anything unreadable is null. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
