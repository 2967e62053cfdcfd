import {
  type ReportPage,
  type ReportProductSlug,
  reportOrderPaths,
  reportProductsOfPage,
} from '@app/contract/catalogue-reports';
import { isEmailAddress } from '@app/contract/email-address';
import type { ReportOrderInput, ReportPersonInput } from '@app/contract/reports';
import type { Language } from '@app/contract/site';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChartStyle } from '~/components/birth-chart/chart-style';
import { type BirthDetails, chartInputOf } from '~/components/birth-details/birth-details';
import { placeLabel } from '~/components/birth-details/place-names';
import {
  type BirthDetailsState,
  useBirthDetails,
} from '~/components/birth-details/use-birth-details';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { birthInputProblem, useAstroEngine } from '~/lib/astro-engine';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { forgetReturnAfterSignIn, rememberReturnAfterSignIn } from '~/lib/return-after-sign-in';
import type { PurchaseStage } from '~/lib/use-purchase';
import { useReportPurchase } from './use-report-purchase';

/**
 * What a visitor typed, kept while they sign in or register (issue 18). Birth details are
 * personal data: the draft lives in sessionStorage only (this tab, gone when it closes; never
 * localStorage, never sent anywhere), is written only when the visitor leaves to sign in, and is
 * removed as soon as the form has taken it back.
 */
type Draft = {
  product: ReportProductSlug;
  language: Language;
  email: string;
  people: BirthDetails[];
  approximate: boolean[];
};
const draftKey = (page: ReportPage) => `report-order-draft:${page}`;

function keepDraft(page: ReportPage, draft: Draft) {
  try {
    window.sessionStorage.setItem(draftKey(page), JSON.stringify(draft));
  } catch {
    // Storage refused: the visitor types again after signing in.
  }
}

function takeDraft(page: ReportPage): Partial<Draft> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(page));
    window.sessionStorage.removeItem(draftKey(page));
    return raw ? (JSON.parse(raw) as Partial<Draft>) : null;
  } catch {
    return null;
  }
}

/** One birth as the report order carries it; the place is named in the report's language. */
function reportPerson(
  details: BirthDetails,
  approximate: boolean,
  language: Language,
): ReportPersonInput {
  const input = chartInputOf(details);
  const place = details.place;
  return {
    name: details.name.trim(),
    date: input.date,
    time: input.time,
    lat: input.lat,
    lon: input.lon,
    zone: input.zone,
    ...(input.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: input.utcOffsetMinutes }),
    placeName: place ? placeLabel(place, language) : '',
    // Without a time the chart is made for noon: the report says the time is not exact.
    timeApproximate: approximate || details.timeUnknown,
  };
}

export type OrderStage = 'idle' | 'checking' | PurchaseStage;

/**
 * The state of a report's order form (/reports/{report}/order): the edition (Sade Sati), the
 * birth details (two for matching), the report's language and chart style, the e-mail, the
 * "birth time is approximate" flags, and paying. A signed-in buyer's name and e-mail are filled
 * in; a visitor is sent to sign in or register with the draft kept, and comes back to it.
 */
export function useReportOrder(page: ReportPage) {
  const { t } = useTranslation('reports-order');
  const { language: pageLanguage } = useLanguage();
  const { user, ready } = useAuth();
  const astro = useAstroEngine();
  const navigate = useLocalizedNavigate();
  const products = reportProductsOfPage(page);
  const couple = products[0]?.people === 2;
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const first = useBirthDetails({ idPrefix: `order${id}a`, requireName: true });
  const second = useBirthDetails({ idPrefix: `order${id}b`, requireName: true });
  const people: BirthDetailsState[] = couple ? [first, second] : [first];
  const [product, setProduct] = useState<ReportProductSlug>(products[0]?.slug ?? 'premium-kundli');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [chartStyle, setChartStyle] = useChartStyle();
  const [email, setEmailValue] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [approximate, setApproximate] = useState([false, false]);
  const [stage, setStage] = useState<OrderStage>('idle');
  const [engineFailed, setEngineFailed] = useState(false);
  const { pay, checkoutElement } = useReportPurchase();
  const [searchParams] = useSearchParams();
  const edition = searchParams.get('edition');

  // Once the session is known: the draft kept while signing in comes back, and what is still
  // empty is filled from the signed-in buyer's account.
  const started = useRef(false);
  const { replace: replaceFirst, update: updateFirst } = first;
  const { replace: replaceSecond } = second;
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    // Back from signing in: the way back has served.
    if (user) forgetReturnAfterSignIn();
    const draft = takeDraft(page);
    // An edition chosen on the landing page (`?edition=plus`), unless the draft says otherwise.
    const fromPage = products.find((item) => item.edition === edition);
    if (fromPage) setProduct(fromPage.slug);
    if (draft?.product && products.some((item) => item.slug === draft.product)) {
      setProduct(draft.product);
    }
    if (draft?.language === 'en' || draft?.language === 'hi') setLanguage(draft.language);
    if (draft?.people?.[0]) replaceFirst(draft.people[0]);
    if (draft?.people?.[1]) replaceSecond(draft.people[1]);
    if (Array.isArray(draft?.approximate)) {
      setApproximate([Boolean(draft.approximate[0]), Boolean(draft.approximate[1])]);
    }
    setEmailValue(draft?.email || user?.email || '');
    if (user && !couple && !draft?.people?.[0]?.name) updateFirst({ name: user.name });
  }, [ready, user, page, products, couple, edition, replaceFirst, replaceSecond, updateFirst]);

  const setEmail = (value: string) => {
    setEmailValue(value);
    setEmailError(undefined);
  };

  const setApproximateOf = (index: number, value: boolean) =>
    setApproximate((current) => current.map((flag, at) => (at === index ? value : flag)));

  /** A visitor leaves to sign in (or register) and comes back to what they typed. */
  const leaveToSignIn = (to: '/login' | '/register') => {
    keepDraft(page, {
      product,
      language,
      email,
      people: people.map((person) => person.details),
      approximate,
    });
    rememberReturnAfterSignIn(reportOrderPaths[page]);
    void navigate(to);
  };

  /** Every field's own message; the focus goes to the first wrong field. */
  function check(): boolean {
    for (const person of people) if (!person.check()) return false;
    const address = email.trim();
    const message = !address
      ? t('email.required')
      : isEmailAddress(address)
        ? undefined
        : t('email.invalid');
    setEmailError(message);
    if (message) {
      document.getElementById(`order${id}-email`)?.focus();
      return false;
    }
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stage !== 'idle' || !check()) return;
    if (!user) {
      leaveToSignIn('/login');
      return;
    }
    setStage('checking');
    setEngineFailed(false);
    const engine = await astro.load();
    if (!engine) {
      setEngineFailed(true);
      setStage('idle');
      return;
    }
    // The engine says what no chart can be made from (a date outside its years, a time the
    // clocks skipped) next to the field, before anything is paid.
    for (const person of people) {
      try {
        engine.computeChart(chartInputOf(person.details));
      } catch (error) {
        const problem = birthInputProblem(error);
        if (!problem) throw error;
        person.showProblem(problem);
        setStage('idle');
        return;
      }
    }
    const report: ReportOrderInput = {
      product,
      language,
      chartStyle,
      email: email.trim(),
      people: people.map((person, index) =>
        reportPerson(person.details, approximate[index] ?? false, language),
      ),
    };
    const bought = await pay(report, setStage);
    if (!bought) setStage('idle');
  }

  return {
    products,
    couple,
    people,
    product,
    setProduct,
    language,
    setLanguage,
    chartStyle,
    setChartStyle,
    email,
    emailId: `order${id}-email`,
    emailError,
    setEmail,
    approximate,
    setApproximateOf,
    stage,
    engineFailed,
    signedIn: Boolean(user),
    leaveToSignIn,
    submit,
    checkoutElement,
  };
}
