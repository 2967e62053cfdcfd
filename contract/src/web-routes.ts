/**
 * Page paths the server must hand to the web app's client-side router because they are not
 * prerendered (signed-in and admin pages). Any other path without a prerendered page is a 404.
 */
export const clientOnlyPathPatterns: readonly RegExp[] = [
  /^\/my-orders\/?$/,
  /^\/payment-success\/?$/,
  /^\/admin(\/.*)?$/,
];

/**
 * Pages with a parameter whose known values are prerendered (each product, each sign). Any other
 * value gets the SPA fallback with status 404, and the page itself says what happens (a product
 * that does not exist, an unknown sign sent to the list of signs). The prerendered not-found page
 * would not do: the browser would hydrate it as the product or sign page its address matches.
 */
export const parameterPagePathPatterns: readonly RegExp[] = [
  /^\/shop\/[^/]+\/?$/,
  /^\/horoscope\/(weekly-horoscope|weekly-love-horoscope|yearly-horoscope)\/[^/]+\/?$/,
  /^\/weekly-love-horoscope\/[^/]+\/?$/,
];
