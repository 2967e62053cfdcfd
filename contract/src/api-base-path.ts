/**
 * Where the API lives. Kept in a file of its own, without zod, so the web app's API client does
 * not pull the schema library into every page's first load.
 */
export const apiBasePath = '/api/v1';
