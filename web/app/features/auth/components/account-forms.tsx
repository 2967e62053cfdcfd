import { KeyRoundIcon, LogOutIcon, MailIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { changeEmail, changePassword, logOutEverywhere, updateProfile } from '~/lib/account-api';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { EmailField, emailError } from './email-field';
import { FormNotice, failureMessage, refusedFieldOf } from './form-notice';
import { passwordError } from './password-rules';

/**
 * The account's own forms on /account (issue 33, docs/decisions/038): the profile, and the
 * "sign-in and security" part (change the password, change the e-mail address, sign out of
 * every device). Their words are in the `account` namespace, which the route registers; the
 * shared field rules (e-mail, password) speak from `common`, as on sign-up.
 */

/** Name, phone (may be left empty) and location, saved with PUT /auth/me. */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { user, updateSession } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const form = useFormState({
    initialValues: {
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      location: user?.location ?? '',
    },
    idPrefix: useId(),
    validate: (values) => ({
      name: values.name.trim() ? undefined : tCommon('validation.nameRequired'),
      location: values.location.trim() ? undefined : tCommon('validation.locationRequired'),
    }),
    onValid: async (values) => {
      setBusy(true);
      try {
        const reply = await updateProfile({
          name: values.name.trim(),
          phone: values.phone.trim(),
          location: values.location.trim(),
        });
        updateSession(reply.user);
        toast.success(reply.message);
      } catch (error) {
        const field = refusedFieldOf(error, ['name', 'phone', 'location'] as const);
        if (field) form.showFieldError(field, failureMessage(tCommon, error));
        else toast.error(failureMessage(tCommon, error));
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField
        className="sm:col-span-2"
        label={t('profile.name')}
        required
        autoComplete="name"
        maxLength={100}
        {...form.fieldProps('name')}
      />
      <FormField
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('profile.phoneHint')}
        maxLength={20}
        {...form.fieldProps('phone')}
      />
      <FormField
        label={t('profile.location')}
        required
        autoComplete="address-level2"
        maxLength={100}
        {...form.fieldProps('location')}
      />
      <p className="text-ink-700 text-sm sm:col-span-2">
        {t('profile.email', { email: user?.email ?? '' })}
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** One part of the security card: a heading with its icon, a line of what it does, the form. */
function SecurityPart({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="border-cream-200 border-t pt-5 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 font-display text-xl text-maroon-800">
        {icon}
        {title}
      </h3>
      <p className="mt-1 max-w-2xl text-ink-700">{text}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** Change the password (the current one asked), change the e-mail, sign out everywhere. */
export function SecurityForms() {
  const { t } = useTranslation('account');
  const iconClass = 'size-5 shrink-0';
  return (
    <div className="space-y-6">
      <SecurityPart
        icon={<KeyRoundIcon aria-hidden="true" className={iconClass} />}
        title={t('security.password.title')}
        text={t('security.password.text')}
      >
        <ChangePasswordForm />
      </SecurityPart>
      <SecurityPart
        icon={<MailIcon aria-hidden="true" className={iconClass} />}
        title={t('security.email.title')}
        text={t('security.email.text')}
      >
        <ChangeEmailForm />
      </SecurityPart>
      <SecurityPart
        icon={<LogOutIcon aria-hidden="true" className={iconClass} />}
        title={t('security.everywhere.title')}
        text={t('security.everywhere.text')}
      >
        <LogOutEverywhere />
      </SecurityPart>
    </div>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { updateSession } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const form = useFormState({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    idPrefix: useId(),
    validate: (values) => ({
      currentPassword: values.currentPassword ? undefined : tCommon('validation.passwordRequired'),
      newPassword: passwordError(tCommon, values.newPassword),
      confirmPassword:
        values.confirmPassword === values.newPassword
          ? undefined
          : tCommon('validation.passwordMismatch'),
    }),
    onValid: async (values) => {
      setBusy(true);
      try {
        const reply = await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        updateSession(reply.user, reply.token);
        form.reset();
        toast.success(reply.message);
      } catch (error) {
        const field = refusedFieldOf(error, ['currentPassword', 'newPassword'] as const);
        if (field) form.showFieldError(field, failureMessage(tCommon, error));
        else toast.error(failureMessage(tCommon, error));
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField
        className="sm:col-span-2 sm:max-w-sm"
        label={t('security.password.current')}
        type="password"
        autoComplete="current-password"
        required
        {...form.fieldProps('currentPassword')}
      />
      <FormField
        label={t('security.password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={tCommon('auth.fields.passwordHint')}
        {...form.fieldProps('newPassword')}
      />
      <FormField
        label={t('security.password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...form.fieldProps('confirmPassword')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
          {t('security.password.submit')}
        </Button>
      </div>
    </form>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormState({
    initialValues: { email: '', password: '' },
    idPrefix: useId(),
    validate: (values) => ({
      email:
        emailError(tCommon, values.email) ??
        (values.email.trim().toLowerCase() === user?.email.toLowerCase()
          ? t('security.email.same')
          : undefined),
      password: values.password ? undefined : tCommon('validation.passwordRequired'),
    }),
    onValid: async (values) => {
      setBusy(true);
      try {
        const reply = await changeEmail({ email: values.email.trim(), password: values.password });
        form.reset();
        setSent(reply.message);
      } catch (error) {
        const field = refusedFieldOf(error, ['email', 'password'] as const);
        if (field) form.showFieldError(field, failureMessage(tCommon, error));
        else form.showFieldError('email', failureMessage(tCommon, error));
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <div>
      <p className="mb-4 text-ink-900">
        {t('security.email.current', { email: user?.email ?? '' })}
      </p>
      {sent ? (
        <FormNotice
          tone="success"
          actions={
            <Button variant="outline" size="sm" onClick={() => setSent(null)}>
              {t('security.email.another')}
            </Button>
          }
        >
          {sent}
        </FormNotice>
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.handleSubmit}
          className="grid gap-5 sm:grid-cols-2"
        >
          <EmailField {...form.fieldProps('email')} />
          <FormField
            label={t('security.email.password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.fieldProps('password')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
              {t('security.email.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function LogOutEverywhere() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { logout } = useAuth();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const reply = await logOutEverywhere();
      setConfirming(false);
      await logout(reply.message);
    } catch (error) {
      toast.error(failureMessage(tCommon, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t('security.everywhere.button')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('security.everywhere.dialogTitle')}
        size="sm"
        dismissible={!busy}
      >
        <div className="px-6 pt-4 pb-6">
          <DialogDescription className="text-ink-700">
            {t('security.everywhere.dialogText')}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {t('security.everywhere.button')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
