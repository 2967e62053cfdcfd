import { z } from 'zod';

/**
 * Before any schema of the contract is built in the browser: zod 4 would try `new Function('')`
 * once to see whether it may compile faster parsers, which the site's Content-Security-Policy
 * (no 'unsafe-eval') refuses, and Chromium then records a CSP issue on the page (Lighthouse's
 * best practices, docs/performance.md). The plain parser is what runs anyway.
 */
z.config({ jitless: true });
