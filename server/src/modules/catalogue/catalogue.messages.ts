import { defineMessages } from '../../lib/messages.ts';

/** What the catalogue's calls and the shop's stock checks answer (lib/messages.ts). */
export const catalogueMessages = defineMessages('catalogue', {
  productNotFound: { en: 'No such product.', hi: 'यह उत्पाद नहीं मिला।' },
  priceNotFound: { en: 'No such price in the catalogue.', hi: 'कैटलॉग में यह कीमत नहीं मिली।' },
  productSaved: { en: '{name} saved.', hi: '{name} सहेज लिया गया।' },
  priceSaved: { en: 'Price saved.', hi: 'कीमत सहेज ली गई।' },
  stockChangedMeanwhile: {
    en: 'The stock changed to {stock} while you were editing (an order came in). Nothing was saved: check the count and save again.',
    hi: 'आपके बदलाव करते समय स्टॉक बदलकर {stock} हो गया (कोई ऑर्डर आया)। कुछ सहेजा नहीं गया: गिनती जाँचकर फिर से सहेजें।',
  },
  imageSaved: {
    en: 'New picture of {name} saved.',
    hi: '{name} की नई तस्वीर सहेज ली गई।',
  },
  notOnSale: {
    en: '{name} is not on sale at the moment.',
    hi: '{name} अभी बिक्री के लिए उपलब्ध नहीं है।',
  },
  outOfStock: {
    en: '{name} is out of stock.',
    hi: '{name} का स्टॉक ख़त्म हो गया है।',
  },
  notEnoughStock: {
    en: 'Only {left} of {name} left. Please choose fewer.',
    hi: '{name} अब केवल {left} बचे हैं। कृपया संख्या कम करें।',
  },
  soldOutMeanwhile: {
    en: 'Your payment was received, but {name} sold out just before it arrived, so no order was placed. The full {amount:money} is being refunded to you, and an e-mail with the details is on its way.',
    hi: 'आपका भुगतान मिल गया, लेकिन उसके पहुँचने से ठीक पहले {name} बिक गया, इसलिए ऑर्डर दर्ज नहीं हुआ। पूरे {amount:money} आपको वापस भेजे जा रहे हैं; इसकी जानकारी वाला ईमेल भी आ रहा है।',
  },
  imageType: {
    en: 'Upload a JPEG, PNG or WebP picture.',
    hi: 'कृपया JPEG, PNG या WebP तस्वीर अपलोड करें।',
  },
  imageTooLarge: {
    en: 'The picture is larger than {megabytes} MB. Please upload a smaller file.',
    hi: 'तस्वीर {megabytes} MB से बड़ी है। कृपया छोटी फ़ाइल अपलोड करें।',
  },
  imageUnreadable: {
    en: 'The picture could not be read. The file may be damaged.',
    hi: 'यह तस्वीर पढ़ी नहीं जा सकी। फ़ाइल शायद ख़राब है।',
  },
  imageTooSmall: {
    en: 'The picture must be at least {pixels} pixels wide and high.',
    hi: 'तस्वीर की चौड़ाई और ऊँचाई कम से कम {pixels} पिक्सेल होनी चाहिए।',
  },
});
