import '@fontsource/mukta/400.css';
import '@fontsource/mukta/600.css';
import '@fontsource/rozha-one/400.css';
import './app.css';
import '~/lib/i18n';
import { LucideProvider } from 'lucide-react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { ToastProvider } from '~/components/ui/toast';
import { AuthProvider } from '~/lib/auth';
import { useApplyStoredLanguage } from '~/lib/language';

/**
 * Sets <html lang> from the stored language before the first paint, so screen readers and
 * the browser's font choice are right even before React hydrates.
 */
const applyStoredLanguageScript =
  "try{if(localStorage.getItem('language')==='hi')document.documentElement.lang='hi'}catch(e){}";

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The inline script below may change lang before hydration; that difference is intended.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#74192a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own */}
        <script dangerouslySetInnerHTML={{ __html: applyStoredLanguageScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useApplyStoredLanguage();
  return (
    // Generic glyphs come from lucide (ISC licence, one module per icon), drawn with the site's
    // line weight; our own astrological glyphs are in components/ui/astro-glyphs.tsx.
    <LucideProvider strokeWidth={1.7}>
      <ToastProvider>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </ToastProvider>
    </LucideProvider>
  );
}
