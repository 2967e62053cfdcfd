import type { GstStateCode } from '@app/contract/gst-states';

/**
 * The state of an Indian PIN code, for an invoice's place of supply (decision 041).
 *
 * Source: India Post, "PIN code" postal circles and their first three digits (the "sorting
 * districts"), as India Post publishes them in its PIN code directory (the all-India PIN code
 * data set on data.gov.in, "All India Pincode Directory", India Post). The first digit names the
 * region, the first two the circle, the first three the sorting district. A circle is not always
 * one state: where a range spans a state or union territory (Goa in Maharashtra's 40, Puducherry
 * in Tamil Nadu's 60-64 and in Kerala's and Andhra's ranges, Chandigarh in Punjab's 16, Sikkim
 * and the Andaman Islands in West Bengal's 73-74, Ladakh in 19, Uttarakhand inside Uttar
 * Pradesh's 24-26, Jharkhand inside Bihar's 81-83), the narrower published range is listed first
 * and wins. Where the published ranges themselves split a sorting district between two states
 * (a few villages on a border) the state of the district's head office is taken: the buyer can
 * always be asked, and the place of supply printed on the invoice is what the accountant checks.
 *
 * 90-99 are the Army Postal Service (no state): no state is returned and the invoice takes the
 * seller's state (IGST Act s. 12(2)(b), as for a missing address).
 */
type PinRange = readonly [from: number, to: number, state: GstStateCode];

/** Narrow ranges first: the first range that holds the PIN decides. Bounds are six-digit PINs. */
const pinRanges: readonly PinRange[] = [
  // Union territories and small states inside another circle's ranges.
  [160_001, 160_047, '04'], // Chandigarh (Mohali's 160 055-160 071 are Punjab's)
  [194_101, 194_404, '38'], // Ladakh (Leh 194 101, Kargil 194 103)
  [403_001, 403_999, '30'], // Goa, inside Maharashtra's 40
  [396_210, 396_210, '26'], // Daman
  [362_520, 362_520, '26'], // Diu
  [396_191, 396_240, '26'], // Dadra and Nagar Haveli (Silvassa 396 230)
  [605_001, 605_014, '34'], // Puducherry town, inside Tamil Nadu's 60
  [605_101, 605_110, '34'], // Puducherry's villages (Villianur, Bahour)
  [609_602, 609_609, '34'], // Karaikal
  [533_464, 533_464, '34'], // Yanam, inside Andhra Pradesh's 53
  [673_310, 673_310, '34'], // Mahe, inside Kerala's 67
  [682_551, 682_559, '31'], // Lakshadweep, inside Kerala's 68
  [737_101, 737_139, '11'], // Sikkim, inside West Bengal's 73
  [744_101, 744_304, '35'], // Andaman and Nicobar Islands
  // Uttarakhand's sorting districts inside Uttar Pradesh's 24-26.
  [244_712, 244_717, '05'], // Ramnagar, Kashipur (Nainital, Udham Singh Nagar)
  [246_001, 246_999, '05'], // Garhwal, Chamoli, Rudraprayag, Tehri
  [247_656, 247_671, '05'], // Haridwar district (Roorkee 247 667)
  [248_001, 249_999, '05'], // Dehradun, Haridwar, Rishikesh, Uttarkashi
  [262_308, 262_311, '05'], // Khatima (Udham Singh Nagar)
  [262_401, 262_405, '05'], // Sitarganj, Kichha
  [262_501, 262_580, '05'], // Pithoragarh, Champawat
  [263_001, 263_999, '05'], // Nainital, Almora, Bageshwar, Rudrapur
  // Jharkhand's sorting districts inside Bihar's 80-85.
  [814_101, 816_999, '20'], // Dumka, Deoghar, Sahibganj, Pakur
  [822_101, 822_999, '20'], // Palamu, Latehar, Garhwa
  [825_101, 835_999, '20'], // Hazaribagh, Dhanbad, Jamshedpur, Ranchi
  // The circles.
  [110_001, 110_999, '07'], // Delhi
  [121_001, 136_999, '06'], // Haryana
  [140_001, 160_999, '03'], // Punjab
  [171_001, 177_999, '02'], // Himachal Pradesh
  [180_001, 194_999, '01'], // Jammu and Kashmir
  [201_001, 285_999, '09'], // Uttar Pradesh
  [301_001, 345_999, '08'], // Rajasthan
  [360_001, 396_999, '24'], // Gujarat
  [400_001, 445_999, '27'], // Maharashtra
  [450_001, 488_999, '23'], // Madhya Pradesh
  [490_001, 497_999, '22'], // Chhattisgarh
  [500_001, 509_999, '36'], // Telangana
  [515_001, 535_999, '37'], // Andhra Pradesh
  [560_001, 591_999, '29'], // Karnataka
  [600_001, 643_999, '33'], // Tamil Nadu
  [670_001, 695_999, '32'], // Kerala
  [700_001, 743_999, '19'], // West Bengal
  [751_001, 770_999, '21'], // Odisha
  [781_001, 788_999, '18'], // Assam
  [790_001, 792_999, '12'], // Arunachal Pradesh
  [793_001, 794_999, '17'], // Meghalaya
  [795_001, 795_999, '14'], // Manipur
  [796_001, 796_999, '15'], // Mizoram
  [797_001, 798_999, '13'], // Nagaland
  [799_001, 799_999, '16'], // Tripura
  [800_001, 855_999, '10'], // Bihar
];

/** The GST state of a six-digit PIN code; undefined for an unknown or Army postal PIN. */
export function stateOfPinCode(pin: string): GstStateCode | undefined {
  const digits = pin.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return undefined;
  const value = Number(digits);
  return pinRanges.find(([from, to]) => value >= from && value <= to)?.[2];
}
