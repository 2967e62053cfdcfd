/**
 * Every public page that is rendered to HTML at build time. Pages that need a signed-in user
 * (see contract/src/web-routes.ts) are left to the browser. "/404" renders the not-found page,
 * which the server sends with status 404 for unknown paths.
 */
export const prerenderedPaths: string[] = ['/', '/login', '/register', '/404'];
