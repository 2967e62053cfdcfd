const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id (anything else would make PostgreSQL refuse the query). */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
