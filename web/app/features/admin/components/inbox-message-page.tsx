import type { ContactMessageStatus } from '@app/contract/contact';
import {
  type InboxMessageReply,
  type InboxReply,
  mailLanguages,
  replyBodyMaxLength,
} from '@app/contract/inbox';
import { ArrowLeftIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { sendInboxAnswer, setInboxStatus, useInboxMessage } from '../api/get-inbox-message';
import { useAdminFailures } from '../api/use-admin-data';
import { InboxStatusBadge, receivedWhen, SourceLabel } from './inbox-page';
import { Facts, InfoCard } from './info-card';
import { LoadFailed } from './load-failed';

/**
 * /admin/inbox/:id (issue 34, docs/decisions/043): one message. Who sent it, how to reach them,
 * through which form and when; the message itself; the answers sent, each with who wrote it and
 * where its e-mail is; a box to answer by e-mail; and the message's state (close, reopen).
 */
export function InboxMessagePage({ id }: { id: string }) {
  const { t } = useTranslation('admin-inbox');
  const { state, reload, update, notFound, failedMessage } = useInboxMessage(id);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink />
      {state.kind === 'loading' && (
        <SkeletonGroup label={t('message.loading')} className="mt-4 space-y-4 text-maroon-900">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </SkeletonGroup>
      )}
      {state.kind === 'failed' && notFound && <NoSuchMessage />}
      {state.kind === 'failed' && !notFound && (
        <div className="mt-4">
          <LoadFailed message={failedMessage} retryLabel={t('retry')} onRetry={reload} />
        </div>
      )}
      {state.kind === 'ready' && (
        <MessageDetails reply={state.data} onChange={(next) => update(() => next)} />
      )}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('admin-inbox');
  return (
    <Link
      to="/admin/inbox"
      className="inline-flex min-h-10 items-center gap-2 font-semibold text-maroon-700 text-sm hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-maroon-700"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('message.back')}
    </Link>
  );
}

function NoSuchMessage() {
  const { t } = useTranslation('admin-inbox');
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="no-such-message">
      <h1 className="font-display text-3xl text-maroon-800">{t('message.notFound.title')}</h1>
      <p className="mt-3 text-ink-700">{t('message.notFound.text')}</p>
      <ButtonLink to="/admin/inbox" className="mt-8">
        {t('message.notFound.list')}
      </ButtonLink>
    </section>
  );
}

function MessageDetails({
  reply,
  onChange,
}: {
  reply: InboxMessageReply;
  onChange: (next: InboxMessageReply) => void;
}) {
  const { t } = useTranslation('admin-inbox');
  const { language } = useLanguage();
  const message = reply.contactMessage;
  return (
    <>
      <header className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="break-words font-display text-3xl text-maroon-800">{message.name}</h1>
        <InboxStatusBadge status={message.status} />
      </header>

      <div className="mt-6 space-y-6">
        <InfoCard id="message-sender" title={t('message.sender')}>
          <Facts
            rows={[
              [
                'email',
                t('message.email'),
                <a
                  key="email"
                  href={`mailto:${message.email}`}
                  className="break-all text-maroon-700 underline"
                >
                  {message.email}
                </a>,
              ],
              [
                'phone',
                t('message.phone'),
                message.contact ? (
                  <a
                    key="phone"
                    href={telHref(message.contact)}
                    className="text-maroon-700 underline"
                  >
                    {message.contact}
                  </a>
                ) : (
                  <span key="phone" className="font-normal text-ink-500">
                    {t('message.noPhone')}
                  </span>
                ),
              ],
              ['form', t('message.form'), <SourceLabel key="form" source={message.source} />],
              ['received', t('message.received'), receivedWhen(message.createdAt, language)],
              [
                'account',
                t('message.account'),
                message.fromAccount ? t('message.withAccount') : t('message.guest'),
              ],
            ]}
          />
        </InfoCard>

        <InfoCard id="message-text" title={t('message.text')}>
          <p data-field="message" className="whitespace-pre-wrap break-words text-ink-900">
            {message.message}
          </p>
        </InfoCard>

        <InfoCard id="message-replies" title={t('message.replies')}>
          {reply.replies.length === 0 ? (
            <p className="text-ink-500">{t('message.noReplies')}</p>
          ) : (
            <ol className="space-y-4">
              {reply.replies.map((answer) => (
                <li key={answer._id}>
                  <Answer answer={answer} />
                </li>
              ))}
            </ol>
          )}
        </InfoCard>

        <AnswerForm reply={reply} onSent={onChange} />
        <StateActions reply={reply} onChange={onChange} />
      </div>
    </>
  );
}

function Answer({ answer }: { answer: InboxReply }) {
  const { t } = useTranslation('admin-inbox');
  const { language } = useLanguage();
  const tone =
    answer.mail === 'failed'
      ? 'text-danger-600'
      : answer.mail === 'sent'
        ? 'text-success-600'
        : 'text-warning-700';
  return (
    <article
      data-reply-id={answer._id}
      className="rounded-xl border border-maroon-100 bg-cream-50 p-4"
    >
      <p className="flex flex-wrap justify-between gap-2 text-ink-500 text-sm">
        <span>
          {t('message.repliedBy', {
            name: answer.adminName ?? t('message.someone'),
            when: receivedWhen(answer.createdAt, language),
          })}
        </span>
        {answer.mail && (
          <span data-mail={answer.mail} className={`font-semibold ${tone}`}>
            {t(`message.mail.${answer.mail}`)}
          </span>
        )}
      </p>
      {answer.subject && <p className="mt-2 font-semibold text-ink-700">{answer.subject}</p>}
      <p className="mt-2 whitespace-pre-wrap break-words text-ink-900">{answer.body}</p>
    </article>
  );
}

/**
 * The answer's box. Each answer gets its own idempotency key, kept until the server confirms it:
 * a second click, or a retry after the reply was lost, sends the same key and so no second mail.
 */
function AnswerForm({
  reply,
  onSent,
}: {
  reply: InboxMessageReply;
  onSent: (next: InboxMessageReply) => void;
}) {
  const { t } = useTranslation('admin-inbox');
  const toast = useToast();
  const failures = useAdminFailures('sendAnswer');
  const [body, setBody] = useState('');
  const [mailLanguage, setMailLanguage] = useState(reply.suggestedLanguage);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (body.trim() === '') {
      setError(t('message.reply.required'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const next = await sendInboxAnswer(reply.contactMessage._id, {
        body,
        idempotencyKey,
        mailLanguage,
      });
      onSent(next);
      setBody('');
      setIdempotencyKey(crypto.randomUUID());
      if (next.message) toast.success(next.message);
    } catch (failure) {
      failures.report(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="message-answer-title"
      className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="message-answer-title" className="font-display text-2xl text-maroon-800">
        {t('message.reply.title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField
          as="textarea"
          label={t('message.reply.field')}
          name="body"
          rows={7}
          maxLength={replyBodyMaxLength}
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={error}
          hint={t('message.reply.hint', { email: reply.contactMessage.email })}
        />
        <fieldset>
          <legend className="mb-1.5 font-semibold text-ink-700 text-sm">
            {t('message.reply.language')}
          </legend>
          <div className="flex flex-wrap gap-4">
            {mailLanguages.map((language) => (
              <label key={language} className="inline-flex min-h-10 items-center gap-2">
                <input
                  type="radio"
                  name="mailLanguage"
                  value={language}
                  checked={mailLanguage === language}
                  onChange={() => setMailLanguage(language)}
                  className="size-4 accent-maroon-700"
                />
                {t(`message.reply.languages.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('message.reply.sending') : t('message.reply.send')}
        </Button>
      </form>
    </section>
  );
}

/** Close an open message, reopen a closed one (answered if it has answers, else new). */
function StateActions({
  reply,
  onChange,
}: {
  reply: InboxMessageReply;
  onChange: (next: InboxMessageReply) => void;
}) {
  const { t } = useTranslation('admin-inbox');
  const toast = useToast();
  const failures = useAdminFailures('getMessages');
  const [busy, setBusy] = useState(false);
  const message = reply.contactMessage;

  async function change(status: ContactMessageStatus) {
    setBusy(true);
    try {
      const next = await setInboxStatus(message._id, status);
      onChange(next);
      if (next.message) toast.success(next.message);
    } catch (failure) {
      failures.report(failure);
    } finally {
      setBusy(false);
    }
  }

  const reopenAs: ContactMessageStatus = message.replies > 0 ? 'answered' : 'new';
  return (
    <InfoCard id="message-state" title={t('message.state.title')}>
      <p className="text-ink-700">
        {t('message.state.now', { status: t(`status.${message.status}`) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {message.status === 'closed' ? (
          <Button variant="outline" disabled={busy} onClick={() => change(reopenAs)}>
            {t('message.state.reopen')}
          </Button>
        ) : (
          <Button variant="outline" disabled={busy} onClick={() => change('closed')}>
            {t('message.state.close')}
          </Button>
        )}
        {message.status === 'answered' && (
          <Button variant="ghost" disabled={busy} onClick={() => change('new')}>
            {t('message.state.markNew')}
          </Button>
        )}
      </div>
    </InfoCard>
  );
}
