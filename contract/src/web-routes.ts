/**
 * Page paths the server must hand to the web app's client-side router because they are not
 * prerendered (signed-in and admin pages). Any other path without a prerendered page is a 404.
 */
export const clientOnlyPathPatterns: readonly RegExp[] = [
  /^\/my-orders\/?$/,
  /^\/payment-success\/?$/,
  /^\/admin(\/.*)?$/,
];
