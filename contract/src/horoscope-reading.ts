import type { HoroscopeKind } from './horoscope.ts';
import { formatWeekSpan, horoscopePeriod } from './horoscope-period.ts';
import type { HoroscopeReading } from './horoscope-reply.ts';
import { seededRandom } from './seeded-random.ts';
import type { Language } from './site.ts';
import {
  getZodiacSign,
  type LocalizedText,
  type ZodiacSignName,
  zodiacSignNames,
} from './zodiac.ts';

/**
 * The built-in horoscope reading generator, which the server uses when the optional upstream
 * service is not configured or fails, and the web app when the API cannot be reached. Pure and
 * deterministic: the same sign, kind and period always give the same reading, in either language.
 */

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/** `count` different items, in random order. */
function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}

export function horoscopeSeed(
  sign: ZodiacSignName,
  kind: HoroscopeKind,
  periodKey: string,
): string {
  return `${sign}|${kind}|${periodKey}`;
}

// ---------------------------------------------------------------------------------------------
// Copy. English and Hindi side by side, so that one seed gives the same reading in both.
// Templates: {sign} the sign's name, {period} "this week" / "this year" ({Period} capitalised).
// ---------------------------------------------------------------------------------------------

const moods = {
  confident: { en: 'Confident', hi: 'आत्मविश्वासी' },
  energetic: { en: 'Energetic', hi: 'ऊर्जावान' },
  warm: { en: 'Warm', hi: 'स्नेहपूर्ण' },
  content: { en: 'Content', hi: 'संतुष्ट' },
  calm: { en: 'Calm', hi: 'शांत' },
  grounded: { en: 'Grounded', hi: 'स्थिर' },
  cheerful: { en: 'Cheerful', hi: 'प्रसन्न' },
  focused: { en: 'Focused', hi: 'एकाग्र' },
  hopeful: { en: 'Hopeful', hi: 'आशावान' },
  thoughtful: { en: 'Thoughtful', hi: 'विचारशील' },
  romantic: { en: 'Romantic', hi: 'रोमानी' },
  playful: { en: 'Playful', hi: 'चंचल' },
  grateful: { en: 'Grateful', hi: 'कृतज्ञ' },
  determined: { en: 'Determined', hi: 'दृढ़' },
} as const satisfies Record<string, LocalizedText>;
type MoodKey = keyof typeof moods;

const colors = {
  red: { en: 'Red', hi: 'लाल' },
  saffron: { en: 'Saffron', hi: 'केसरिया' },
  maroon: { en: 'Maroon', hi: 'मैरून' },
  emerald: { en: 'Emerald Green', hi: 'पन्ना हरा' },
  white: { en: 'White', hi: 'सफ़ेद' },
  pink: { en: 'Pink', hi: 'गुलाबी' },
  golden: { en: 'Golden Yellow', hi: 'सुनहरा पीला' },
  royalBlue: { en: 'Royal Blue', hi: 'गहरा नीला' },
  skyBlue: { en: 'Sky Blue', hi: 'आसमानी' },
  orange: { en: 'Orange', hi: 'नारंगी' },
  silver: { en: 'Silver', hi: 'रुपहला' },
  purple: { en: 'Purple', hi: 'बैंगनी' },
  cream: { en: 'Cream', hi: 'क्रीम' },
} as const satisfies Record<string, LocalizedText>;
type ColorKey = keyof typeof colors;

/** Start of the lucky hour and a half, in minutes after midnight. */
const luckyTimeStarts: readonly number[] = [6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20].map(
  (hour) => hour * 60,
);
const luckyTimeLengthMinutes = 90;

function formatClock(minutes: number, language: Language): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  if (language === 'hi') return `${hour12}:${minute}`;
  return `${hour12}:${minute} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

function hindiPartOfDay(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  if (hour < 20) return 'शाम';
  return 'रात';
}

/** "6:00 AM – 7:30 AM" / "सुबह 6:00 से 7:30 बजे तक". */
export function formatLuckyTime(startMinutes: number, language: Language): string {
  const endMinutes = startMinutes + luckyTimeLengthMinutes;
  if (language === 'en') {
    return `${formatClock(startMinutes, 'en')} – ${formatClock(endMinutes, 'en')}`;
  }
  const startPart = hindiPartOfDay(startMinutes);
  const endPart = hindiPartOfDay(endMinutes);
  const end =
    endPart === startPart
      ? formatClock(endMinutes, 'hi')
      : `${endPart} ${formatClock(endMinutes, 'hi')}`;
  return `${startPart} ${formatClock(startMinutes, 'hi')} से ${end} बजे तक`;
}

type Sample = {
  description: LocalizedText;
  compatibility: ZodiacSignName;
  mood: MoodKey;
  color: ColorKey;
  luckyNumber: number;
  luckyTimeStart: number;
};

/** Written readings for aries and taurus (section 7: "built-in sample readings"). */
const samples: Partial<Record<ZodiacSignName, readonly Sample[]>> = {
  aries: [
    {
      description: {
        en: '{Period} your natural fire burns bright, Aries. Mars, your ruling planet, pushes you to take the lead on a task others have hesitated over, and your courage inspires the people around you. Take a breath before reacting to criticism; not every challenge needs an instant reply.',
        hi: '{period} आपकी स्वाभाविक ऊर्जा चरम पर रहेगी। आपके स्वामी ग्रह मंगल आपको किसी ऐसे काम की अगुवाई के लिए प्रेरित करेंगे जिससे दूसरे हिचक रहे थे, और आपका साहस आसपास के लोगों को प्रेरणा देगा। आलोचना पर प्रतिक्रिया देने से पहले एक गहरी साँस लें; हर चुनौती का तुरंत जवाब देना ज़रूरी नहीं।',
      },
      compatibility: 'leo',
      mood: 'confident',
      color: 'red',
      luckyNumber: 9,
      luckyTimeStart: 6 * 60,
    },
    {
      description: {
        en: 'A fresh start is in the air for Aries {period}. An idea you set aside months ago returns with new promise, and the right people are ready to listen. Money comes through effort rather than luck, so keep your focus on the work in front of you and resist the urge to rush.',
        hi: '{period} मेष राशि वालों के लिए नई शुरुआत के योग हैं। महीनों पहले छोड़ा गया कोई विचार नई संभावनाओं के साथ लौटेगा, और सही लोग उसे सुनने को तैयार होंगे। धन भाग्य से नहीं, मेहनत से आएगा, इसलिए सामने के काम पर ध्यान रखें और जल्दबाज़ी से बचें।',
      },
      compatibility: 'sagittarius',
      mood: 'energetic',
      color: 'saffron',
      luckyNumber: 1,
      luckyTimeStart: 9 * 60,
    },
    {
      description: {
        en: '{Period} asks Aries to balance action with care. Your drive wins results at work, but someone close to you wants more of your time and attention. An evening set aside for family, away from your phone, will mean more to them than any gift, and it will recharge you too.',
        hi: '{period} मेष राशि वालों को कर्म और परवाह के बीच संतुलन साधना होगा। आपकी लगन कार्यक्षेत्र में सफलता दिलाएगी, पर कोई करीबी आपसे ज़्यादा समय और ध्यान चाहता है। फ़ोन से दूर, परिवार के साथ बिताई एक शाम उनके लिए किसी भी उपहार से बढ़कर होगी, और आपको भी नई ऊर्जा देगी।',
      },
      compatibility: 'aquarius',
      mood: 'warm',
      color: 'maroon',
      luckyNumber: 7,
      luckyTimeStart: 19 * 60,
    },
  ],
  taurus: [
    {
      description: {
        en: '{Period} Venus surrounds Taurus with comfort and grace. Finances look stable, and a careful plan for savings or an investment starts to pay off. Enjoy good food and good company, but keep indulgence in check; your steady habits are your real strength.',
        hi: '{period} शुक्र वृषभ राशि वालों को सुख-सुविधा और सौम्यता से घेरे रखेंगे। आर्थिक स्थिति स्थिर रहेगी, और बचत या निवेश की सोची-समझी योजना फल देने लगेगी। अच्छे भोजन और अच्छी संगत का आनंद लें, पर अति से बचें; आपकी स्थिर आदतें ही आपकी असली ताकत हैं।',
      },
      compatibility: 'virgo',
      mood: 'content',
      color: 'emerald',
      luckyNumber: 6,
      luckyTimeStart: 16 * 60,
    },
    {
      description: {
        en: 'Patience pays off for Taurus {period}. Something you have been nurturing quietly, at work or at home, finally shows visible progress. Someone may test your calm with a sudden change of plans; stay flexible, and you will find the new route is even better than the old one.',
        hi: '{period} वृषभ राशि वालों का धैर्य रंग लाएगा। कार्यक्षेत्र या घर का जो काम आप चुपचाप सँवार रहे थे, उसमें अब साफ़ प्रगति दिखेगी। कोई अचानक योजना बदलकर आपके धैर्य की परीक्षा ले सकता है; लचीले बने रहें, नया रास्ता पुराने से भी बेहतर निकलेगा।',
      },
      compatibility: 'capricorn',
      mood: 'calm',
      color: 'white',
      luckyNumber: 2,
      luckyTimeStart: 10 * 60,
    },
    {
      description: {
        en: '{Period} brings Taurus a chance to build something lasting. Conversations about property, family plans or a long-term partnership go well when you speak from the heart. Spend a little time in nature; a walk in a garden or tending your plants will restore your balance.',
        hi: '{period} वृषभ राशि वालों को कुछ स्थायी बनाने का अवसर मिलेगा। संपत्ति, पारिवारिक योजनाओं या लंबी साझेदारी की बातचीत दिल से करने पर सफल होगी। प्रकृति के बीच कुछ समय बिताएँ; बगीचे में सैर या पौधों की देखभाल आपका संतुलन लौटा देगी।',
      },
      compatibility: 'cancer',
      mood: 'grounded',
      color: 'pink',
      luckyNumber: 4,
      luckyTimeStart: 17 * 60,
    },
  ],
};

/** Generated readings: an opening, two areas of life and a piece of advice. */
const openings: readonly LocalizedText[] = [
  {
    en: '{Period} the Moon lights up your sense of purpose, {sign}, and plans that had stalled begin to move again.',
    hi: '{period} चंद्रमा {sign} राशि वालों के लक्ष्यों को नई रोशनी देगा और रुकी हुई योजनाएँ फिर से आगे बढ़ने लगेंगी।',
  },
  {
    en: "Jupiter's kindly gaze brings {sign} a welcome sense of calm {period}, even when the days are busy.",
    hi: 'गुरु की शुभ दृष्टि {period} {sign} राशि वालों को व्यस्तता के बीच भी सुकून का एहसास कराएगी।',
  },
  {
    en: 'Venus softens the mood around you {period}, {sign}, making it easier to mend what felt strained.',
    hi: '{period} शुक्र {sign} राशि वालों के आसपास का माहौल मधुर बनाएगा, जिससे तनाव भरे रिश्तों को सुधारना आसान होगा।',
  },
  {
    en: 'Mercury sharpens your words {period}, so {sign} can say clearly what has been left unsaid for too long.',
    hi: '{period} बुध आपकी वाणी को धार देगा, और {sign} राशि के जातक लंबे समय से मन में दबी बात साफ़ कह पाएँगे।',
  },
  {
    en: 'Mars fires up your ambition {period}, {sign}; channel that energy into one goal rather than many.',
    hi: '{period} मंगल {sign} राशि वालों की महत्वाकांक्षा जगाएगा; इस ऊर्जा को कई जगह बाँटने के बजाय एक लक्ष्य पर लगाएँ।',
  },
  {
    en: 'Saturn asks {sign} for patience {period}, and rewards the slow, honest effort you put in.',
    hi: '{period} शनि {sign} राशि वालों से धैर्य की माँग करेंगे और ईमानदारी से किए गए धीमे प्रयासों का फल देंगे।',
  },
  {
    en: 'The Sun warms your house of self-expression {period}, {sign}, and people notice your confidence.',
    hi: '{period} सूर्य {sign} राशि वालों के आत्म-अभिव्यक्ति भाव को प्रकाशित करेगा, और लोग आपके आत्मविश्वास पर ध्यान देंगे।',
  },
  {
    en: 'A gentle lunar phase invites {sign} to slow down {period} and listen to your inner voice.',
    hi: '{period} चंद्रमा की सौम्य कला {sign} राशि वालों को ठहरकर अपनी अंतरात्मा की आवाज़ सुनने का संकेत दे रही है।',
  },
];

const lifeAreas: readonly LocalizedText[] = [
  {
    en: 'At work, a conversation with a senior opens a door you did not expect, so be ready with your ideas.',
    hi: 'कार्यक्षेत्र में किसी वरिष्ठ से बातचीत अप्रत्याशित अवसर खोल सकती है, इसलिए अपने विचारों के साथ तैयार रहें।',
  },
  {
    en: 'Money matters look steady, though it is wise to postpone a large purchase for a few days.',
    hi: 'आर्थिक स्थिति स्थिर रहेगी, फिर भी किसी बड़ी ख़रीदारी को कुछ दिनों के लिए टालना समझदारी होगी।',
  },
  {
    en: "Family time brings comfort, and an elder's advice proves more useful than it first sounds.",
    hi: 'परिवार के साथ बिताया समय सुकून देगा, और किसी बुज़ुर्ग की सलाह उम्मीद से ज़्यादा काम आएगी।',
  },
  {
    en: 'Your energy rises when you keep regular hours; a short morning walk will do wonders.',
    hi: 'नियमित दिनचर्या से आपकी ऊर्जा बढ़ेगी; सुबह की छोटी-सी सैर कमाल का असर दिखाएगी।',
  },
  {
    en: 'A friend may lean on you for support, and your patience will strengthen the bond between you.',
    hi: 'कोई मित्र सहारे के लिए आपकी ओर देख सकता है, और आपका धैर्य इस रिश्ते को और मज़बूत करेगा।',
  },
  {
    en: 'Studies and new skills come easily now, so pick up the course or book you have been putting off.',
    hi: 'पढ़ाई और नए कौशल अभी आसानी से सधेंगे, इसलिए टाला हुआ कोर्स या किताब अब शुरू करें।',
  },
  {
    en: 'A short journey or a change of scene refreshes your thinking and brings a useful contact.',
    hi: 'कोई छोटी यात्रा या माहौल में बदलाव आपकी सोच को ताज़गी देगा और एक उपयोगी संपर्क भी दिलाएगा।',
  },
  {
    en: 'In business, steady follow-up wins over bold promises, and a pending payment may finally arrive.',
    hi: 'व्यापार में बड़े वादों से ज़्यादा लगातार प्रयास काम आएँगे, और कोई अटका हुआ भुगतान भी मिल सकता है।',
  },
  {
    en: 'Small changes at home, even rearranging a room, bring a surprising sense of freshness.',
    hi: 'घर में छोटे-छोटे बदलाव, भले ही किसी कमरे की सजावट बदलना ही क्यों न हो, आश्चर्यजनक ताज़गी लाएँगे।',
  },
  {
    en: 'Partnerships thrive on clear agreements, so put important promises in writing.',
    hi: 'साझेदारी में स्पष्ट समझौते ही सफलता की कुंजी हैं, इसलिए ज़रूरी वादों को लिखित रूप में रखें।',
  },
];

const advice: readonly LocalizedText[] = [
  {
    en: 'Light a diya at dusk and begin each day with a few minutes of quiet gratitude.',
    hi: 'संध्या के समय दीया जलाएँ और हर दिन की शुरुआत कुछ पल की शांत कृतज्ञता से करें।',
  },
  {
    en: 'Avoid hasty decisions, and sleep on anything that involves money.',
    hi: 'जल्दबाज़ी के फ़ैसलों से बचें, और पैसों से जुड़े किसी भी मामले में एक रात सोचकर ही निर्णय लें।',
  },
  {
    en: 'Offering water to the rising Sun will steady your mind and sharpen your focus.',
    hi: 'उगते सूर्य को जल अर्पित करने से मन स्थिर रहेगा और एकाग्रता बढ़ेगी।',
  },
  {
    en: 'Speak kindly even when you disagree; your words carry more weight than usual.',
    hi: 'असहमति में भी मधुर वाणी रखें; इन दिनों आपके शब्दों का असर सामान्य से अधिक रहेगा।',
  },
  {
    en: 'Set aside time for rest; saying no to one extra commitment protects your peace.',
    hi: 'आराम के लिए समय निकालें; एक अतिरिक्त ज़िम्मेदारी को मना करना आपकी शांति की रक्षा करेगा।',
  },
  {
    en: 'Donating food or grain to someone in need will bring blessings and a lighter heart.',
    hi: 'किसी ज़रूरतमंद को अन्न या भोजन दान करने से आशीर्वाद मिलेगा और मन हल्का होगा।',
  },
  {
    en: 'Trust your instincts, but check the details twice before you sign anything.',
    hi: 'अपनी अंतःप्रेरणा पर भरोसा रखें, पर किसी भी काग़ज़ पर हस्ताक्षर से पहले ब्योरे दो बार जाँच लें।',
  },
  {
    en: "A short chant or meditation in the evening will help you let go of the day's worries.",
    hi: 'शाम को थोड़ी देर का जप या ध्यान दिन भर की चिंताओं को दूर करने में मदद करेगा।',
  },
];

/** The love rule's extra sentence (section 7). */
const loveSentences: readonly LocalizedText[] = [
  {
    en: 'In matters of the heart, an honest conversation brings you and your partner closer, and singles may feel a spark with someone from their circle of friends.',
    hi: 'दिल के मामलों में खुलकर की गई बातचीत आपको और आपके साथी को करीब लाएगी, और अविवाहित जातकों को मित्र-मंडली में किसी के प्रति आकर्षण महसूस हो सकता है।',
  },
  {
    en: 'Romance blossoms when you make time for small gestures; a handwritten note or a shared meal says more than grand plans.',
    hi: 'छोटी-छोटी बातों के लिए समय निकालने से प्रेम खिलेगा; हाथ से लिखा संदेश या साथ में किया भोजन बड़ी योजनाओं से अधिक असर करेगा।',
  },
  {
    en: 'Let go of an old misunderstanding with your loved one; forgiveness opens the way to a warmer, deeper bond.',
    hi: 'प्रियजन के साथ किसी पुरानी ग़लतफ़हमी को पीछे छोड़ें; क्षमा एक गहरे और स्नेह भरे रिश्ते का रास्ता खोलेगी।',
  },
  {
    en: 'Venus favours commitment: couples can plan a future together, and singles should say yes to that invitation.',
    hi: 'शुक्र प्रतिबद्धता के पक्ष में हैं: दंपति साथ मिलकर भविष्य की योजना बना सकते हैं, और अविवाहित जातक उस निमंत्रण को स्वीकार करें।',
  },
  {
    en: 'Listen more than you speak in love; your partner needs reassurance more than solutions right now.',
    hi: 'प्रेम में बोलने से अधिक सुनें; इस समय आपके साथी को समाधान से ज़्यादा भरोसे की ज़रूरत है।',
  },
];

/** The yearly rule's extra sentence (section 7). */
const yearlySentences: readonly LocalizedText[] = [
  {
    en: 'Steady effort in the first half of the year lays the foundation for recognition and rewards after the monsoon.',
    hi: 'वर्ष के पहले भाग में लगातार प्रयास, मानसून के बाद मान-सम्मान और पुरस्कार की नींव रखेंगे।',
  },
  {
    en: "Jupiter's transit later in the year favours property, education and long-term savings, so plan big moves for the festive season.",
    hi: 'वर्ष के उत्तरार्ध में गुरु का गोचर संपत्ति, शिक्षा और दीर्घकालिक बचत के लिए अनुकूल है, इसलिए बड़े कदम त्योहारों के मौसम में उठाएँ।',
  },
  {
    en: 'The year brings a turning point in relationships, and commitments made now are likely to last.',
    hi: 'यह वर्ष रिश्तों में एक निर्णायक मोड़ लाएगा, और अभी किए गए वादे लंबे समय तक निभेंगे।',
  },
  {
    en: 'Health improves steadily through the year when you honour rest, simple food and regular prayer.',
    hi: 'आराम, सादे भोजन और नियमित पूजा-पाठ को महत्व देने से पूरे वर्ष स्वास्थ्य में लगातार सुधार होगा।',
  },
  {
    en: 'Expect travel and new connections through the year; one of them will shape your career for years to come.',
    hi: 'इस वर्ष यात्राएँ और नए संपर्क होंगे; इनमें से कोई एक आने वाले वर्षों तक आपके करियर को दिशा देगा।',
  },
];

/** The prefixes of the yearly and love rules, in each language. */
export const horoscopePrefixes: Record<'yearly' | 'weekly-love', LocalizedText> = {
  yearly: { en: 'Your yearly outlook:', hi: 'आपका वार्षिक भविष्यफल:' },
  'weekly-love': { en: 'Love forecast:', hi: 'प्रेम भविष्यफल:' },
};

const periodWords: Record<'week' | 'year', LocalizedText & { enCapital: string }> = {
  week: { en: 'this week', enCapital: 'This week', hi: 'इस सप्ताह' },
  year: { en: 'this year', enCapital: 'This year', hi: 'इस वर्ष' },
};

function fillTemplate(
  template: string,
  values: { sign: string; kind: HoroscopeKind; language: Language },
): string {
  const words = periodWords[values.kind === 'yearly' ? 'year' : 'week'];
  return template
    .replaceAll('{sign}', values.sign)
    .replaceAll('{Period}', values.language === 'en' ? words.enCapital : words.hi)
    .replaceAll('{period}', words[values.language]);
}

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

export type HoroscopeRequest = {
  sign: ZodiacSignName;
  kind: HoroscopeKind;
  language: Language;
  /** The moment to read the horoscope for (default: now). */
  now?: Date;
};

/**
 * The reading before the kind's rules: a written sample for aries and taurus, a generated one for
 * the other signs; the date is the week (or year) it is valid for.
 */
function baseReading(request: Required<HoroscopeRequest>): HoroscopeReading {
  const { sign: signName, kind, language, now } = request;
  const sign = getZodiacSign(signName);
  const period = horoscopePeriod(kind, now);
  const random = seededRandom(horoscopeSeed(signName, kind, period.key));
  const fill = (text: LocalizedText) =>
    fillTemplate(text[language], { sign: sign.displayName[language], kind, language });
  const common = {
    date_range: sign.dateRange.text[language],
    current_date: formatWeekSpan(horoscopePeriod('weekly', now).start, language),
  };

  const written = samples[signName];
  if (written) {
    const sample = pick(random, written);
    return {
      ...common,
      description: fill(sample.description),
      compatibility: getZodiacSign(sample.compatibility).displayName[language],
      mood: moods[sample.mood][language],
      color: colors[sample.color][language],
      lucky_number: String(sample.luckyNumber),
      lucky_time: formatLuckyTime(sample.luckyTimeStart, language),
    };
  }

  const [first, second] = pickDistinct(random, lifeAreas, 2);
  const sentences = [pick(random, openings), first, second, pick(random, advice)];
  const partner = pick(
    random,
    zodiacSignNames.filter((name) => name !== signName),
  );
  const moodKey = pick(random, Object.keys(moods) as MoodKey[]);
  const colorKey = pick(random, Object.keys(colors) as ColorKey[]);
  return {
    ...common,
    description: sentences
      .filter((sentence) => sentence !== undefined)
      .map(fill)
      .join(' '),
    compatibility: getZodiacSign(partner).displayName[language],
    mood: moods[moodKey][language],
    color: colors[colorKey][language],
    lucky_number: String(1 + Math.floor(random() * 10)),
    lucky_time: formatLuckyTime(pick(random, luckyTimeStarts), language),
  };
}

/**
 * The rules of section 7, applied to any reading (built-in or from the upstream service):
 * yearly: "Your yearly outlook:" before the description, an extra sentence after it, and the
 * year as the date; love: "Love forecast:" before and an extra sentence after. The extra
 * sentence is chosen from the same seed, so it is stable for the period.
 */
export function applyHoroscopeKindRules(
  reading: HoroscopeReading,
  request: HoroscopeRequest,
): HoroscopeReading {
  const { sign, kind, language } = request;
  if (kind === 'weekly') return reading;
  const period = horoscopePeriod(kind, request.now ?? new Date());
  const random = seededRandom(`${horoscopeSeed(sign, kind, period.key)}|extra`);
  const extra = pick(random, kind === 'yearly' ? yearlySentences : loveSentences)[language];
  const description = `${horoscopePrefixes[kind][language]} ${reading.description.trim()} ${extra}`;
  return kind === 'yearly'
    ? { ...reading, description, current_date: String(period.year) }
    : { ...reading, description };
}

/** The built-in reading for a sign, kind and language, the same for the whole week (or year). */
export function builtinHoroscope(request: HoroscopeRequest): HoroscopeReading {
  const complete = { ...request, now: request.now ?? new Date() };
  return applyHoroscopeKindRules(baseReading(complete), complete);
}
