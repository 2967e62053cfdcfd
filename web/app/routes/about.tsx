import { AboutPage } from '~/features/content/components/about-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('content-about');

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta', 'content-about');
}

/** About (spec "About page"). */
export default function AboutRoute() {
  return <AboutPage />;
}
