/** A JSON list column (rights, check ids, column filters); anything unreadable is an empty list. */
export function parseJsonArray<T = unknown>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
