import type { Language } from '@app/contract/site';

/**
 * An invoice's total in words, in the Indian numbering system (thousand, lakh = 1,00,000,
 * crore = 1,00,00,000), in English and Hindi: "Rupees One Lakh Twenty Thousand and Fifty Paise
 * Only", "एक लाख बीस हज़ार रुपये और पचास पैसे मात्र". Hindi names each number below a hundred
 * by its own word, hence the table.
 */

const englishOnes = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const englishTens = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

/** 0-99 in Hindi; index = the number. */
const hindiBelowHundred = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

const scales: Record<Language, { hundred: string; thousand: string; lakh: string; crore: string }> =
  {
    en: { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
    hi: { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
  };

function belowHundred(number: number, language: Language): string {
  if (language === 'hi') return hindiBelowHundred[number] as string;
  if (number < 20) return englishOnes[number] as string;
  const ones = number % 10;
  const tens = englishTens[Math.floor(number / 10)] as string;
  return ones === 0 ? tens : `${tens}-${englishOnes[ones]}`;
}

/** A whole number (0 or more) in words, grouped the Indian way. */
export function numberInWords(number: number, language: Language): string {
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`not a count: ${number}`);
  if (number === 0) return language === 'hi' ? 'शून्य' : 'Zero';
  const scale = scales[language];
  const words: string[] = [];
  const crores = Math.floor(number / 10_000_000);
  let rest = number % 10_000_000;
  // Crores above 99 are counted in words themselves (e.g. "One Hundred Crore").
  if (crores > 0) words.push(numberInWords(crores, language), scale.crore);
  const groups: [number, string][] = [
    [100_000, scale.lakh],
    [1_000, scale.thousand],
    [100, scale.hundred],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count > 0) words.push(belowHundred(count, language), name);
  }
  if (rest > 0) words.push(belowHundred(rest, language));
  return words.join(' ');
}

/** An amount of paise in words: "Rupees ... and ... Paise Only" / "... रुपये और ... पैसे मात्र". */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not an amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === 'hi') {
    const rupeeWords = `${numberInWords(rupees, 'hi')} रुपये`;
    return rest === 0
      ? `${rupeeWords} मात्र`
      : `${rupeeWords} और ${numberInWords(rest, 'hi')} पैसे मात्र`;
  }
  const rupeeWords = `Rupees ${numberInWords(rupees, 'en')}`;
  return rest === 0
    ? `${rupeeWords} Only`
    : `${rupeeWords} and ${numberInWords(rest, 'en')} Paise Only`;
}
