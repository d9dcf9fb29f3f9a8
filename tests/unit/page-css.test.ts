import { describe, expect, it } from 'vitest';
import { islandScripts, markupClasses, pruneCss, varReferences } from '../../src/lib/build/page-css';

describe('markupClasses', () => {
  it('collects every class of every element, entities decoded', () => {
    const html = '<div class="flex  gap-2"><p class="[&amp;_a]:underline flex">x</p><span class="">y</span></div>';
    expect([...markupClasses(html)].sort()).toEqual(['[&_a]:underline', 'flex', 'gap-2']);
  });

  it('ignores attributes that only end in "class"', () => {
    expect([...markupClasses('<svg data-class="hidden"></svg>')]).toEqual([]);
  });
});

describe('islandScripts', () => {
  it('lists the component and renderer scripts of each island once', () => {
    const html =
      '<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js"></astro-island>' +
      '<astro-island component-url="/_astro/Wizard.js" renderer-url="/_astro/client.js"></astro-island>';
    expect(islandScripts(html)).toEqual(['/_astro/Menu.js', '/_astro/client.js', '/_astro/Wizard.js']);
  });
});

describe('pruneCss', () => {
  const present = new Set(['flex', 'group', 'md:hidden', '[&_a]:underline']);
  const kept = (css: string) => pruneCss(css, present);

  it.each([
    ['a class on the page', '.flex{display:flex}'],
    ['a variant inside a media query', '@media (min-width:48rem){.md\\:hidden{display:none}}'],
    ['an escaped arbitrary variant', '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}'],
    ['a rule without classes', 'a:hover{color:red}'],
    [
      'custom properties on :root that a kept rule reads',
      ':root{--color-brand-700:#0b4f6c}.flex{color:var(--color-brand-700)}',
    ],
    ['an attribute selector', '[hidden]{display:none}'],
    ['a selector list with one class on the page', '.grid,.flex{gap:1rem}'],
    ['a class that is only negated', ':not(.absent) > p{margin:0}'],
    [
      'a group variant when the group is on the page',
      '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}',
    ],
  ])('keeps %s', (_, css) => {
    expect(kept(css)).not.toBe('');
    expect(kept(css)).toContain('{');
  });

  it.each([
    ['a class not on the page', '.grid{display:grid}'],
    ['a variant of a class not on the page', '@media (min-width:48rem){.md\\:flex{display:flex}}'],
    ['a selector list none of whose classes is on the page', '.grid,.block{gap:1rem}'],
    ['a class required next to a negated one', '.grid:not(.flex){gap:1rem}'],
    ['a rule scoped to a class not on the page', ':is(.bg-brand-700,.bg-brand-800) :focus-visible{outline-color:#fff}'],
  ])('drops %s', (_, css) => {
    expect(kept(css)).toBe('');
  });

  it('keeps the kept rules intact while dropping the others', () => {
    expect(kept('.flex{display:flex}.grid{display:grid}[hidden]{display:none}')).toBe(
      '.flex{display:flex}[hidden]{display:none}',
    );
  });
});

describe('pruneCss and custom properties', () => {
  const present = new Set(['flex']);

  it.each([
    [
      'drops a theme variable nothing reads',
      ':root{--a:red;--b:blue}.flex{color:var(--a)}',
      ':root{--a:red}.flex{color:var(--a)}',
    ],
    [
      'keeps one read through another',
      ':root{--a:red;--b:var(--a)}.flex{color:var(--b)}',
      ':root{--a:red;--b:var(--a)}.flex{color:var(--b)}',
    ],
    [
      'keeps one read in a fallback',
      ':root{--a:red;--b:blue}.flex{color:var(--c,var(--b))}',
      ':root{--b:blue}.flex{color:var(--c,var(--b))}',
    ],
    [
      'keeps one read inside a function',
      ':root{--s:4px}.flex{margin:calc(var(--s)*2)}',
      ':root{--s:4px}.flex{margin:calc(var(--s)*2)}',
    ],
    ['drops one only an unread variable reads', ':root{--a:red;--b:var(--a)}.flex{color:red}', '.flex{color:red}'],
    ['drops one only a dropped rule read', ':root{--a:red}.grid{color:var(--a)}', ''],
    ['drops a utility variable nothing reads', '.flex{--tw-font-weight:700;font-weight:700}', '.flex{font-weight:700}'],
    [
      'keeps properties lightningcss does not know',
      'html{-webkit-tap-highlight-color:transparent;font-feature-settings:var(--f,normal)}',
      'html{-webkit-tap-highlight-color:transparent;font-feature-settings:var(--f,normal)}',
    ],
    [
      'drops @property registrations nothing reads and keeps the read ones',
      '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false;initial-value:0}.flex{translate:var(--tw-y)}',
      '@property --tw-y{syntax:"*";inherits:false;initial-value:0}.flex{translate:var(--tw-y)}',
    ],
    [
      'empties a fallback layer of unread variables, keeping the layer order',
      '@layer properties{@supports (x:y){*,:before{--tw-x:initial}}}.flex{display:flex}',
      '@layer properties;.flex{display:flex}',
    ],
  ])('%s', (_, css, expected) => {
    expect(pruneCss(css, present)).toBe(expected);
  });

  it('keeps a variable that markup or scripts read', () => {
    expect(pruneCss(':root{--a:red;--b:blue}', present, new Set(['--b']))).toBe(':root{--b:blue}');
  });
});

describe('varReferences', () => {
  it('names every custom property read with var(), in CSS, style attributes or scripts', () => {
    const text = '<p style="color: var( --a )">x</p><script>el.style.width = "var(--b-2, 1px)"</script>--c:1';
    expect([...varReferences(text)]).toEqual(['--a', '--b-2']);
  });
});
