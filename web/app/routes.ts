import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table, mirroring section 2 of the specification. Public pages sit in the site
 * layout (header, footer, contact popup); admin pages in the admin layout (neither).
 * Which of them are prerendered is listed in prerendered-paths.ts.
 */
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),

    // Horoscopes

    // Unknown paths: the not-found page (prerendered at /404).
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
