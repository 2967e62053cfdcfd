/**
 * The GST state codes (the first two digits of every GSTIN, and the "place of supply" of an
 * invoice), as the GST Network publishes them (GSTN "State Code List"; 25 Daman and Diu was
 * merged into 26 on 26 January 2020, 28 is the old undivided Andhra Pradesh and is not issued
 * any more). Names in English and Hindi for invoices and the accountant's summary.
 */
export const gstStates = {
  '01': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  '02': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  '03': { en: 'Punjab', hi: 'पंजाब' },
  '04': { en: 'Chandigarh', hi: 'चंडीगढ़' },
  '05': { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  '06': { en: 'Haryana', hi: 'हरियाणा' },
  '07': { en: 'Delhi', hi: 'दिल्ली' },
  '08': { en: 'Rajasthan', hi: 'राजस्थान' },
  '09': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  '10': { en: 'Bihar', hi: 'बिहार' },
  '11': { en: 'Sikkim', hi: 'सिक्किम' },
  '12': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  '13': { en: 'Nagaland', hi: 'नगालैंड' },
  '14': { en: 'Manipur', hi: 'मणिपुर' },
  '15': { en: 'Mizoram', hi: 'मिज़ोरम' },
  '16': { en: 'Tripura', hi: 'त्रिपुरा' },
  '17': { en: 'Meghalaya', hi: 'मेघालय' },
  '18': { en: 'Assam', hi: 'असम' },
  '19': { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  '20': { en: 'Jharkhand', hi: 'झारखंड' },
  '21': { en: 'Odisha', hi: 'ओडिशा' },
  '22': { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  '23': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  '24': { en: 'Gujarat', hi: 'गुजरात' },
  '26': {
    en: 'Dadra and Nagar Haveli and Daman and Diu',
    hi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  '27': { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  '29': { en: 'Karnataka', hi: 'कर्नाटक' },
  '30': { en: 'Goa', hi: 'गोवा' },
  '31': { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  '32': { en: 'Kerala', hi: 'केरल' },
  '33': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  '34': { en: 'Puducherry', hi: 'पुडुचेरी' },
  '35': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  '36': { en: 'Telangana', hi: 'तेलंगाना' },
  '37': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  '38': { en: 'Ladakh', hi: 'लद्दाख' },
} as const satisfies Record<string, { en: string; hi: string }>;

export type GstStateCode = keyof typeof gstStates;

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(gstStates, code);
}

const gstinCharacters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (GSTN's published algorithm, a Luhn
 * "mod 36"): each character's value (0-9, A-Z = 10-35) times 1 or 2 alternately, the product's
 * quotient and remainder by 36 added up; the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = gstinCharacters.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinCharacters[(36 - (sum % 36)) % 36] as string;
}

/**
 * Why a GSTIN is wrong, or undefined when it is right: 15 characters (state code, PAN, entity
 * number, `Z`, check character), a known state code, and the check character agreeing.
 */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return 'must be 15 characters: a 2-digit state code, a PAN (AAAAA9999A), an entity number, Z and a check character';
  }
  if (!isGstStateCode(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, no state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'has a wrong check character (the last one): a typing mistake?';
  }
  return undefined;
}
