import './fonts.css';
import './app.css';
import { isClientOnlyPath } from '@app/contract/web-routes';
import { LucideProvider } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { ToastProvider } from '~/components/ui/toast';
import { AuthProvider } from '~/lib/auth';
import { useDevanagariFonts } from '~/lib/devanagari-fonts';
import { LanguageProvider, PageStrings } from '~/lib/i18n';
import { storedLanguageScript, useDocumentLanguage } from '~/lib/language';
import { registerServiceWorkerWhenIdle } from '~/lib/service-worker';
import { zodSettingsScript } from '~/lib/zod-config';

export function Layout({ children }: { children: ReactNode }) {
  const language = useDocumentLanguage();
  const { pathname } = useLocation();
  const englishPublicPage = language === 'en' && !isClientOnlyPath(pathname);
  return (
    // A page drawn only in the browser takes the visitor's language, which its prerendered shell
    // (the SPA fallback, in English) cannot know: that one difference of <html lang> is intended.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#74192a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app, in the page's language (docs/decisions/045). */}
        <link
          rel="manifest"
          href={language === 'hi' ? '/hi/manifest.webmanifest' : '/manifest.webmanifest'}
        />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* Before any module script: see lib/zod-config.ts. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own */}
        <script dangerouslySetInnerHTML={{ __html: zodSettingsScript }} />
        {englishPublicPage && (
          // English pages and the SPA fallback only: see storedLanguageScript.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own
          <script dangerouslySetInnerHTML={{ __html: storedLanguageScript }} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PageStrings language={language} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const language = useDocumentLanguage();
  useDevanagariFonts(language);
  useEffect(registerServiceWorkerWhenIdle, []);
  return (
    // Each language has its own i18next instance: moving to a page's twin re-renders every
    // translated component in the new language in one pass (docs/decisions/026).
    <LanguageProvider language={language}>
      {/* Generic glyphs come from lucide (ISC licence, one module per icon), drawn with the
          site's line weight; our own astrological glyphs are in components/ui/astro-glyphs.tsx. */}
      <LucideProvider strokeWidth={1.7}>
        <ToastProvider>
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        </ToastProvider>
      </LucideProvider>
    </LanguageProvider>
  );
}
