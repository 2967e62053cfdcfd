import {
  findReportProduct,
  reportDelivery,
  reportPageOfOrderSlug,
  reportProductsOfPage,
} from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { useParams } from 'react-router';
import { ReportOrderPage } from '~/features/reports/components/report-order-page';
import { registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import NotFoundRoute from './not-found';

registerNamespace('reports-order');

export const meta = (page: PageLocation & { params: { report?: string } }) => {
  const reportPage = reportPageOfOrderSlug(page.params.report);
  if (!reportPage) return pageMeta(page, 'meta.notFound', 'common', { noindex: true });
  const language = pageLanguage(page.location.pathname);
  const [product] = reportProductsOfPage(reportPage);
  const name = product ? (findReportProduct(product.slug)?.name[language] ?? '') : '';
  return pageMeta(page, 'meta', 'reports-order', {
    values: {
      report: name.replace(/\s*\(.*\)$/, ''),
      price: product ? formatPaise(product.pricePaise) : '',
      minutes: reportDelivery.emailedWithinMinutes,
    },
  });
};

/** /reports/{report}/order: a report's order form (issue 18); prerendered for the four reports. */
export default function ReportOrderRoute() {
  const { report } = useParams();
  const page = reportPageOfOrderSlug(report);
  if (!page) return <NotFoundRoute />;
  return <ReportOrderPage key={page} page={page} />;
}
