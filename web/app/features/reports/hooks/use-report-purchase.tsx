import { findReportProduct } from '@app/contract/catalogue-reports';
import type { ReportOrderInput } from '@app/contract/reports';
import type { ReactNode } from 'react';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { useAuth } from '~/lib/auth';
import { useLanguage } from '~/lib/language';
import { rememberPaymentSuccess } from '~/lib/payment-success';
import { type PurchaseStage, usePurchase } from '~/lib/use-purchase';
import { captureReportPayment } from '../api/capture-report-payment';
import { verifyReportPayment } from '../api/verify-report-payment';

/**
 * Paying for a report (issue 18, docs/decisions/029) through the one purchase flow
 * (`usePurchase`): capturePayment with the report (priced by the server from the catalogue, kept
 * pending with the births), the checkout, then verifyPayment with `purpose: "report"`. On success
 * the server's message is a toast and /payment-success says when the e-mail will come; a refusal
 * shows the server's reason. `pay` resolves true when the report was bought. Render
 * `checkoutElement` once on the page.
 */
export function useReportPurchase(): {
  pay: (report: ReportOrderInput, onStage?: (stage: PurchaseStage) => void) => Promise<boolean>;
  checkoutElement: ReactNode;
} {
  const navigate = useLocalizedNavigate();
  const toast = useToast();
  const { user } = useAuth();
  const { language } = useLanguage();
  const { purchase, checkoutElement } = usePurchase({
    capture: captureReportPayment,
    verify: (_report: ReportOrderInput, result) => verifyReportPayment(result),
    checkout: (report) => ({
      description: findReportProduct(report.product)?.name[language] ?? '',
      prefill: {
        name: user?.name ?? report.people[0]?.name ?? '',
        email: report.email ?? user?.email ?? '',
        contact: user?.phone ?? '',
      },
    }),
  });

  async function pay(report: ReportOrderInput, onStage?: (stage: PurchaseStage) => void) {
    const outcome = await purchase(report, onStage);
    if (outcome.status === 'refused') toast.error(outcome.message);
    if (outcome.status !== 'completed') return false;
    toast.success(outcome.done.message);
    rememberPaymentSuccess({ kind: 'report', reference: outcome.done.order._id });
    await navigate('/payment-success');
    return true;
  }

  return { pay, checkoutElement };
}
