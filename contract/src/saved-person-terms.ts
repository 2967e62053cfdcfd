/**
 * The words and choices of a saved person (issue 33, docs/decisions/038), without zod: the web
 * app's forms show them on pages that must not load the contract's schemas (decision 010).
 * `account.ts` builds its schemas on them and exports them again.
 */

/**
 * What a person agrees to when saving birth details on the server. The version is stored with
 * every consent; a new wording gets a new version (and the old consents keep theirs). The web
 * app shows exactly this text beside the checkbox.
 */
export const savedPersonConsent = {
  purpose: 'saved-person-birth-details',
  version: '2026-11-28',
  text: {
    en: 'Keep these birth details (name, relation, date, time and place of birth) with my account, so that I can fill the kundli, matching, panchang, report and consultation forms with one tap. They are shown only to me and to the astrologer, used for nothing else, and deleted when I withdraw this consent, remove the person or delete my account.',
    hi: 'ये जन्म विवरण (नाम, रिश्ता, जन्म तिथि, जन्म का समय और जन्म स्थान) मेरे खाते के साथ रखें, ताकि मैं कुंडली, कुंडली मिलान, पंचांग, रिपोर्ट और परामर्श के फ़ॉर्म एक टैप में भर सकूँ। ये केवल मुझे और ज्योतिषी को दिखते हैं, किसी और काम में नहीं लिए जाते, और सहमति वापस लेने, व्यक्ति को हटाने या खाता मिटाने पर मिटा दिए जाते हैं।',
  },
} as const;

export const relations = [
  'self',
  'spouse',
  'child',
  'parent',
  'sibling',
  'grandparent',
  'relative',
  'friend',
  'other',
] as const;
export type Relation = (typeof relations)[number];

/** The most people one account may keep. */
export const maxSavedPeople = 30;
