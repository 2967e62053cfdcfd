import { accountLinkLifetimeMinutes, accountLinkPaths } from '@app/contract/account';
import { type Language, site } from '@app/contract/site';
import type { OutgoingMail } from '../mail/outbox.repository.ts';

/**
 * The account's mails (docs/decisions/038), in the language of the request that caused them:
 * the reset link, the notice that the password changed, the link that confirms a new e-mail
 * address (or, when that address already has an account, a note saying so and no link), and
 * the notice to the old address once the change is made. Links carry the token in the query of
 * a web page, which posts it to the API; the server's logs never write a query.
 */

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export type AccountMailOptions = {
  /** The site's public address, for the links. */
  publicUrl: string;
  businessEmail: string;
};

/** The web page of a link, in the language's twin (`/hi/...`), with the token. */
function linkTo(
  options: AccountMailOptions,
  page: keyof typeof accountLinkPaths,
  language: Language,
  token: string,
): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const prefix = language === 'hi' ? '/hi' : '';
  return `${base}${prefix}${accountLinkPaths[page]}?token=${encodeURIComponent(token)}`;
}

const signature = (language: Language) => [
  '',
  language === 'hi'
    ? `प्रश्न? इस ईमेल का उत्तर दें, ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`
    : `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
  '',
  '--',
  site.name[language],
];

const greeting = (name: string, language: Language) =>
  language === 'hi' ? `नमस्ते ${oneLine(name)} जी,` : `Dear ${oneLine(name)},`;

const notYou = (language: Language) =>
  language === 'hi'
    ? `अगर यह आपने नहीं किया, तो तुरंत ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`
    : `If this was not you, write to ${site.email} or call ${site.phones[0]} at once.`;

type Recipient = { userId: string; name: string; email: string };

/** The link to choose a new password: single-use, for 30 minutes. */
export function passwordResetMail(
  to: Recipient,
  token: string,
  language: Language,
  options: AccountMailOptions,
): OutgoingMail {
  const link = linkTo(options, 'resetPassword', language, token);
  const minutes = accountLinkLifetimeMinutes.resetPassword;
  const text =
    language === 'hi'
      ? [
          greeting(to.name, language),
          '',
          `${site.name.hi} पर आपके खाते (${to.email}) का पासवर्ड बदलने का अनुरोध मिला है।`,
          'नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
          '',
          link,
          '',
          `यह लिंक एक ही बार और ${minutes} मिनट तक काम करता है।`,
          'अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
          ...signature(language),
        ]
      : [
          greeting(to.name, language),
          '',
          `Someone asked to reset the password of your ${site.name.en} account (${to.email}).`,
          'Open this link to choose a new password:',
          '',
          link,
          '',
          `The link works once, for ${minutes} minutes.`,
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          ...signature(language),
        ];
  return {
    kind: 'account-password-reset',
    to: to.email,
    replyTo: options.businessEmail,
    subject:
      language === 'hi'
        ? `${site.name.hi}: नया पासवर्ड चुनें`
        : `${site.name.en}: choose a new password`,
    text: text.join('\n'),
    userId: to.userId,
  };
}

/** After a reset or a change: the password changed, every session ended. */
export function passwordChangedMail(
  to: Recipient,
  how: 'reset' | 'changed',
  language: Language,
  options: AccountMailOptions,
): OutgoingMail {
  const text =
    language === 'hi'
      ? [
          greeting(to.name, language),
          '',
          how === 'reset'
            ? `ईमेल से भेजे गए लिंक से आपके ${site.name.hi} खाते (${to.email}) का पासवर्ड बदल दिया गया है।`
            : `आपके ${site.name.hi} खाते (${to.email}) का पासवर्ड बदल दिया गया है।`,
          'सुरक्षा के लिए आप सभी डिवाइस पर लॉग आउट कर दिए गए हैं; नए पासवर्ड से फिर से लॉगिन करें।',
          '',
          notYou(language),
          ...signature(language),
        ]
      : [
          greeting(to.name, language),
          '',
          how === 'reset'
            ? `The password of your ${site.name.en} account (${to.email}) was reset with the link we e-mailed.`
            : `The password of your ${site.name.en} account (${to.email}) has been changed.`,
          'For your safety you have been logged out on every device; log in again with the new password.',
          '',
          notYou(language),
          ...signature(language),
        ];
  return {
    kind: 'account-password-changed',
    to: to.email,
    replyTo: options.businessEmail,
    subject:
      language === 'hi'
        ? `${site.name.hi}: आपका पासवर्ड बदल दिया गया है`
        : `${site.name.en}: your password has been changed`,
    text: text.join('\n'),
    userId: to.userId,
  };
}

/** To the new address: the link that makes it the account's address. */
export function confirmEmailMail(
  to: Recipient & { newEmail: string },
  token: string,
  language: Language,
  options: AccountMailOptions,
): OutgoingMail {
  const link = linkTo(options, 'confirmEmail', language, token);
  const hours = accountLinkLifetimeMinutes.confirmEmail / 60;
  const text =
    language === 'hi'
      ? [
          greeting(to.name, language),
          '',
          `आपने अपने ${site.name.hi} खाते का ईमेल पता बदलकर ${to.newEmail} करने को कहा है।`,
          'पुष्टि के लिए यह लिंक खोलें:',
          '',
          link,
          '',
          `यह लिंक एक ही बार और ${hours} घंटे तक काम करता है। तब तक खाता पुराने पते पर ही रहेगा।`,
          'अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
          ...signature(language),
        ]
      : [
          greeting(to.name, language),
          '',
          `You asked to make ${to.newEmail} the e-mail address of your ${site.name.en} account.`,
          'Open this link to confirm it:',
          '',
          link,
          '',
          `The link works once, for ${hours} hours. Until then the account keeps its present address.`,
          'If you did not ask for this, ignore this e-mail.',
          ...signature(language),
        ];
  return {
    kind: 'account-email-confirm',
    to: to.newEmail,
    replyTo: options.businessEmail,
    subject:
      language === 'hi'
        ? `${site.name.hi}: नए ईमेल पते की पुष्टि करें`
        : `${site.name.en}: confirm your new e-mail address`,
    text: text.join('\n'),
    userId: to.userId,
  };
}

/**
 * To a new address that already has an account: no link (the address cannot be taken), and no
 * word of who asked. The reply to the one who asked is the same as for a free address.
 */
export function emailInUseMail(
  to: { userId: string; email: string },
  language: Language,
  options: AccountMailOptions,
): OutgoingMail {
  const text =
    language === 'hi'
      ? [
          'नमस्ते,',
          '',
          `किसी ने ${site.name.hi} पर एक दूसरे खाते का ईमेल पता बदलकर ${to.email} करने को कहा।`,
          'इस पते से पहले से एक खाता है, इसलिए कुछ नहीं बदला गया।',
          `अगर आप अपना पासवर्ड भूल गए हैं, तो लॉगिन पेज पर 'पासवर्ड भूल गए?' चुनें।`,
          ...signature(language),
        ]
      : [
          'Hello,',
          '',
          `Someone asked to make ${to.email} the address of another ${site.name.en} account.`,
          'This address already has an account, so nothing was changed.',
          "If you have forgotten your password, choose 'Forgot password?' on the login page.",
          ...signature(language),
        ];
  return {
    kind: 'account-email-in-use',
    to: to.email,
    replyTo: options.businessEmail,
    subject:
      language === 'hi'
        ? `${site.name.hi}: यह ईमेल पता पहले से एक खाते में है`
        : `${site.name.en}: this e-mail address already has an account`,
    text: text.join('\n'),
    userId: to.userId,
  };
}

/** To the old address, once the change is made. */
export function emailChangedMail(
  to: Recipient & { newEmail: string },
  language: Language,
  options: AccountMailOptions,
): OutgoingMail {
  const text =
    language === 'hi'
      ? [
          greeting(to.name, language),
          '',
          `आपके ${site.name.hi} खाते का ईमेल पता ${to.email} से बदलकर ${to.newEmail} कर दिया गया है।`,
          'आगे के सभी ईमेल नए पते पर जाएँगे।',
          '',
          notYou(language),
          ...signature(language),
        ]
      : [
          greeting(to.name, language),
          '',
          `The e-mail address of your ${site.name.en} account has been changed from ${to.email} to ${to.newEmail}.`,
          'From now on we write to the new address.',
          '',
          notYou(language),
          ...signature(language),
        ];
  return {
    kind: 'account-email-changed',
    to: to.email,
    replyTo: options.businessEmail,
    subject:
      language === 'hi'
        ? `${site.name.hi}: आपके खाते का ईमेल पता बदल दिया गया है`
        : `${site.name.en}: the e-mail address of your account has changed`,
    text: text.join('\n'),
    userId: to.userId,
  };
}
