/**
 * Site copy is US English: no British spelling in the text a visitor reads (page text, image alt
 * text, labels, titles and descriptions) of any built page.
 */
import { expect, test } from './fixtures/shared-page';
import { distHtmlFiles, readDist, visibleText } from './helpers/quality-support';

/**
 * British spellings, each a stem with the endings it takes, and its US form: colour(s|ed|ful) → color,
 * pressuris(e|ed|ing) → pressuriz. The -is stems need a verb ending, as "specialist" and "emphasis" are US too.
 */
const BRITISH: readonly (readonly [stem: string, endings: string, us: string])[] = [
  ['colour', '\\w*', 'color'],
  ['favour', '\\w*', 'favor'],
  ['flavour', '\\w*', 'flavor'],
  ['honour', '\\w*', 'honor'],
  ['humour', '\\w*', 'humor'],
  ['labour', '\\w*', 'labor'],
  ['neighbour', '\\w*', 'neighbor'],
  ['odour', '\\w*', 'odor'],
  ['vapour', '\\w*', 'vapor'],
  ['behaviour', '\\w*', 'behavior'],
  ['harbour', '\\w*', 'harbor'],
  ['armour', '\\w*', 'armor'],
  ['endeavour', '\\w*', 'endeavor'],
  ['centre', '\\w*', 'center'],
  ['metre', '\\w*', 'meter'],
  ['litre', '\\w*', 'liter'],
  ['fibre', '\\w*', 'fiber'],
  ['theatre', '\\w*', 'theater'],
  ['calibre', 's?', 'caliber'],
  ['lustre', '\\w*', 'luster'],
  ['mould', '\\w*', 'mold'],
  ['grey', '\\w*', 'gray'],
  ['catalogue', '\\w*', 'catalog'],
  ['licence', '\\w*', 'license'],
  ['defence', '\\w*', 'defense'],
  ['offence', '\\w*', 'offense'],
  ['aluminium', '\\w*', 'aluminum'],
  ['programme', 's?', 'program'],
  ['tyre', '\\w*', 'tire'],
  ['cheque', '\\w*', 'check'],
  ['whilst', '\\w*', 'while'],
  ['amongst', '\\w*', 'among'],
  ['enquir', '\\w*', 'inquir'],
  ['jewellery', '\\w*', 'jewelry'],
  ['ageing', '\\w*', 'aging'],
  ['practis', '\\w*', 'practic'],
  ['labell', '(?:ed|ing|er|ers)', 'label'],
  ['modell', '(?:ed|ing|er|ers)', 'model'],
  ['travell', '(?:ed|ing|er|ers)', 'travel'],
  ['levell', '(?:ed|ing|er|ers)', 'level'],
  ['fuell', '(?:ed|ing|er|ers)', 'fuel'],
  ['signall', '(?:ed|ing|er|ers)', 'signal'],
  ['channell', '(?:ed|ing|er|ers)', 'channel'],
  ['totall', '(?:ed|ing|er|ers)', 'total'],
  ['counsell', '(?:ed|ing|er|ers)', 'counsel'],
  ['marvell', '(?:ed|ing|er|ers)', 'marvel'],
  ['organis', '(?:e|ed|es|ing|ation|ations)', 'organiz'],
  ['realis', '(?:e|ed|es|ing|ation|ations)', 'realiz'],
  ['recognis', '(?:e|ed|es|ing|ation|ations)', 'recogniz'],
  ['minimis', '(?:e|ed|es|ing|ation|ations)', 'minimiz'],
  ['maximis', '(?:e|ed|es|ing|ation|ations)', 'maximiz'],
  ['optimis', '(?:e|ed|es|ing|ation|ations)', 'optimiz'],
  ['prioritis', '(?:e|ed|es|ing|ation|ations)', 'prioritiz'],
  ['customis', '(?:e|ed|es|ing|ation|ations)', 'customiz'],
  ['specialis', '(?:e|ed|es|ing|ation|ations)', 'specializ'],
  ['apologis', '(?:e|ed|es|ing|ation|ations)', 'apologiz'],
  ['summaris', '(?:e|ed|es|ing|ation|ations)', 'summariz'],
  ['utilis', '(?:e|ed|es|ing|ation|ations)', 'utiliz'],
  ['sanitis', '(?:e|ed|es|ing|ation|ations)', 'sanitiz'],
  ['sterilis', '(?:e|ed|es|ing|ation|ations)', 'steriliz'],
  ['stabilis', '(?:e|ed|es|ing|ation|ations)', 'stabiliz'],
  ['neutralis', '(?:e|ed|es|ing|ation|ations)', 'neutraliz'],
  ['winteris', '(?:e|ed|es|ing|ation|ations)', 'winteriz'],
  ['pressuris', '(?:e|ed|es|ing|ation|ations)', 'pressuriz'],
  ['normalis', '(?:e|ed|es|ing|ation|ations)', 'normaliz'],
  ['authoris', '(?:e|ed|es|ing|ation|ations)', 'authoriz'],
  ['finalis', '(?:e|ed|es|ing|ation|ations)', 'finaliz'],
  ['characteris', '(?:e|ed|es|ing|ation|ations)', 'characteriz'],
  ['standardis', '(?:e|ed|es|ing|ation|ations)', 'standardiz'],
  ['modernis', '(?:e|ed|es|ing|ation|ations)', 'moderniz'],
  ['personalis', '(?:e|ed|es|ing|ation|ations)', 'personaliz'],
  ['categoris', '(?:e|ed|es|ing|ation|ations)', 'categoriz'],
  ['emphasis', '(?:e|ed|es|ing|ation|ations)', 'emphasiz'],
  ['criticis', '(?:e|ed|es|ing|ation|ations)', 'criticiz'],
  ['visualis', '(?:e|ed|es|ing|ation|ations)', 'visualiz'],
  ['galvanis', '(?:e|ed|es|ing|ation|ations)', 'galvaniz'],
  ['oxidis', '(?:e|ed|es|ing|ation|ations)', 'oxidiz'],
  ['analys', '(?:e|ed|ing)', 'analyz'],
  ['afterwards', '', 'afterward'],
];
const BRITISH_WORD = new RegExp(`\\b(?:${BRITISH.map(([stem, endings]) => stem + endings).join('|')})\\b`, 'gi');

/** Every British spelling in a page, as "colour → color". */
function britishSpellings(html: string): string[] {
  return [...visibleText(html).matchAll(BRITISH_WORD)].map(([word]) => {
    const [stem, , us] = BRITISH.find(([key]) => word.toLowerCase().startsWith(key))!;
    return `${word} → ${us}${word.slice(stem.length)}`;
  });
}

test('the checker finds British spellings in text and alt text, and nothing in code or US words', () => {
  const html =
    '<p class="bg-grey">Colour-matched gelcoat, <b>neighbours</b> pressurised</p><img alt="Grey mould">' +
    '<script>const colour = 1;</script><p>color, gray, a specialist, emphasis, sterile, programmed</p>';
  expect(britishSpellings(html)).toEqual([
    'Colour → color',
    'neighbours → neighbors',
    'pressurised → pressurized',
    'Grey → gray',
    'mould → mold',
  ]);
});

test('no built page has a British spelling in its visible text', () => {
  const files = distHtmlFiles();
  expect(files.length, 'no HTML in dist/: did the build run?').toBeGreaterThan(0);
  const found = Object.fromEntries(
    files.map((file) => [file, britishSpellings(readDist(file))] as const).filter(([, words]) => words.length > 0),
  );
  expect(found).toEqual({});
});
