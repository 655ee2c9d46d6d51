import { describe, expect, it } from 'vitest';
import { criticalCss, inlineCriticalCss, pageTokens, selectorListNeeds } from './critical-css';

const critical = (css: string, html: string) => criticalCss(css, pageTokens(html));

describe('the tokens of a page', () => {
  it('are its element names, classes (entities decoded) and ids', () => {
    const tokens = pageTokens('<div id="a&amp;b" class="flex  [&amp;_svg]:size-4\nhover:bg-navy-900"><SVG class="icon"></SVG></div>');
    expect([...tokens].sort()).toEqual(['#a&b', '.[&_svg]:size-4', '.flex', '.hover:bg-navy-900', '.icon', 'div', 'svg'].sort());
  });
});

describe('which rules a page keeps', () => {
  const page = '<main class="flex hover:bg-navy-900 w-1/2 2xl:p-4 group"><span class="group-hover:translate-x-1 field-input open:block space-y-4"><p>x</p></span></main>';

  it('keeps the rules of the classes it uses, Tailwind’s escapes read, and drops the others', () => {
    const css = '.flex{display:flex}.grid{display:grid}.w-1\\/2{width:50%}.\\32 xl\\:p-4{padding:1rem}.py-0\\.5{padding-block:.125rem}';
    expect(critical(css, page)).toBe('.flex{display:flex}.w-1\\/2{width:50%}.\\32 xl\\:p-4{padding:1rem}');
  });

  it('keeps the state rules of an element it has: hover, focus, aria, open, group and space between children', () => {
    const css = [
      '@media (hover:hover){.hover\\:bg-navy-900:hover{background:navy}}',
      '.field-input[aria-invalid=true]{border-color:red}',
      '.field-input:focus{outline:0}',
      '.open\\:block:is([open],:popover-open,:open){display:block}',
      ':is(:where(.group):hover .group-hover\\:translate-x-1){translate:4px}',
      ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
      '.mobile-menu[open] .mobile-menu-panel{translate:0}',
    ].join('');
    expect(critical(css, page)).toBe(css.replace('.mobile-menu[open] .mobile-menu-panel{translate:0}', ''));
  });

  it('needs every class, id and element of a selector, but any one of a list', () => {
    expect(critical('.flex .grid{a:b}.flex p{c:d}.flex h2{e:f}.grid,.flex{g:h}#x.flex{i:j}', page)).toBe('.flex p{c:d}.grid,.flex{g:h}');
  });

  it('keeps a rule it cannot read', () => {
    expect(critical('svg|a{fill:red}.x\\', '<p></p>')).toBe('svg|a{fill:red}.x\\');
    expect(selectorListNeeds('ns|p')).toEqual([{ tokens: [], groups: [] }]);
  });

  it('keeps the preflight and every layer’s place, the registered properties the kept rules use (and their fallbacks), and drops empty @media', () => {
    const css = [
      '/*! tailwindcss */',
      '@layer properties{@supports (x:y){*,:before{--tw-x:0;--tw-y:0}}}',
      '@layer theme{:root,:host{--color-navy-900:navy}}',
      '@layer base{progress{vertical-align:baseline}}',
      '@layer components{.btn{padding:1rem}}',
      '@layer utilities{.flex{display:flex;gap:var(--tw-x)}.btn-y{translate:var(--tw-y)}@media (min-width:40rem){.sm\\:grid{display:grid}}}',
      '@property --tw-x{syntax:"*";inherits:false}',
      '@property --tw-y{syntax:"*";inherits:false}',
    ].join('');
    expect(critical(css, page)).toBe(
      [
        '/*! tailwindcss */',
        '@layer properties{@supports (x:y){*,:before{--tw-x:0}}}',
        '@layer theme{}',
        '@layer base{progress{vertical-align:baseline}}',
        '@layer components{}',
        '@layer utilities{.flex{display:flex;gap:var(--tw-x)}}',
        '@property --tw-x{syntax:"*";inherits:false}',
      ].join(''),
    );
  });

  it('keeps the theme’s custom properties that kept rules, the preflight or the page’s inline styles use, directly or through another', () => {
    const css = [
      '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);--color-navy-900:navy;--color-red-500:red;--spacing:.25rem;--animate-spin:spin 1s linear infinite}',
      '@supports (color:lab(0% 0 0)){:root,:host{--color-navy-900:lab(20% 0 -30);--color-red-500:lab(50% 70 50)}}}',
      '@layer base{html{font-family:var(--default-font-family,system-ui)}}',
      '@layer utilities{.flex{gap:calc(var(--spacing)*2)}.grid{color:var(--color-red-500)}.group{animation:var(--animate-spin)}}',
      '@keyframes spin{to{rotate:1turn}}',
    ].join('');
    expect(critical(css, `${page}<p style="color:var(--color-navy-900)"></p>`)).toBe(
      [
        '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);--color-navy-900:navy;--spacing:.25rem;--animate-spin:spin 1s linear infinite}',
        '@supports (color:lab(0% 0 0)){:root,:host{--color-navy-900:lab(20% 0 -30)}}}',
        '@layer base{html{font-family:var(--default-font-family,system-ui)}}',
        '@layer utilities{.flex{gap:calc(var(--spacing)*2)}.group{animation:var(--animate-spin)}}',
        '@keyframes spin{to{rotate:1turn}}',
      ].join(''),
    );
  });

  it('keeps a @keyframes only when a kept rule names it', () => {
    const css = '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.flex{animation:spin 1s}.grid{animation:fade 1s}';
    expect(critical(css, page)).toBe('@keyframes spin{to{rotate:1turn}}.flex{animation:spin 1s}');
  });

  it('reads spaced and commented CSS and strings with braces', () => {
    const css = '/* a */ .flex { content: "}" ; }\n\n@media print {\n  .grid { color: red }\n}\n.flex::after{content:"{"}';
    expect(critical(css, page)).toBe('.flex { content: "}" ; }.flex::after{content:"{"}');
  });
});

describe('a rendered page’s stylesheet', () => {
  const template = (body: string) =>
    `<html><head><style>.flex{display:flex}.font-mono{font-family:mono}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head><body><div id="root">${body}</div></body></html>`;

  it('is cut to the page’s rules, and its link marked for the entry to enable', () => {
    const html = inlineCriticalCss(template('<main class="flex">x</main>'));
    expect(html).toContain('<style>.flex{display:flex}</style><link rel="stylesheet" href="/assets/index-1.css" disabled data-deferred>');
  });

  it('is left alone where the template inlined none', () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/index-1.css"></head><body></body></html>';
    expect(inlineCriticalCss(html)).toBe(html);
  });
});
