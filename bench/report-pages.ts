/** The report's tables of what a browser met on each page: first load, Lighthouse, images. */
import { budgets, describeBudget, type Budget } from './budgets';
import { errorRow, marked, problemRows, type Tally } from './marks';
import type { BenchResults } from './results';
import { formatTable, kB, ms, num, pct, type Row } from './table';

export function firstLoadTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.firstLoad) {
    if (!result.ok) {
      rows.push([label, path], errorRow(label, result.error));
      continue;
    }
    const admin = result.adminFindings.length;
    rows.push([
      label,
      path,
      kB(result.htmlBytes),
      kB(result.htmlGzipBytes),
      kB(result.jsBytes),
      marked(kB(result.jsGzipBytes), result.jsGzipBytes / 1000, budgets.firstLoadJsGzipKb, t),
      kB(result.cssBytes),
      kB(result.cssGzipBytes),
      `${result.scripts.length}/${result.styles.length}`,
      marked(admin ? `${admin} found` : 'none', admin, budgets.firstLoadAdminModules, t),
    ]);
    for (const f of result.adminFindings.slice(0, 5)) rows.push({ note: `  ${label}: admin code in ${f.asset}: ${f.reason}` });
    rows.push(...problemRows(label, result.problems));
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: 'HTML', align: 'right' },
      { title: 'HTML gzip', align: 'right' },
      { title: 'JS', align: 'right' },
      { title: `JS gzip (${describeBudget(budgets.firstLoadJsGzipKb)} kB)`, align: 'right' },
      { title: 'CSS files', align: 'right' },
      { title: 'CSS gzip', align: 'right' },
      { title: 'files js/css', align: 'right' },
      { title: 'admin/editor/Firebase code' },
    ],
    rows,
  );
}

export function lighthouseTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.lighthouse) {
    if (!result.ok) {
      rows.push([label, path], errorRow(label, result.error));
      continue;
    }
    rows.push([
      label,
      path,
      marked(num(result.performance), result.performance, budgets.performance, t),
      marked(num(result.accessibility), result.accessibility, budgets.accessibility, t),
      marked(num(result.bestPractices), result.bestPractices, budgets.bestPractices, t),
      marked(num(result.seo), result.seo, budgets.seo, t),
      marked(ms(result.lcpMs), result.lcpMs, budgets.lcpMs, t),
      marked(num(result.cls, 3), result.cls, budgets.cls, t),
      marked(ms(result.tbtMs), result.tbtMs, budgets.tbtMs, t),
      marked(ms(result.fcpMs), result.fcpMs, budgets.fcpMs, t),
      kB(result.totalBytes, 0),
    ]);
    if (result.each && result.each.length > 1) {
      const each = result.each;
      rows.push({ note: `  ${label}: each run: perf ${each.map((e) => num(e.performance)).join(' / ')} · LCP ${each.map((e) => ms(e.lcpMs)).join(' / ')}` });
    }
    rows.push(...problemRows(label, result.warnings));
    if (result.failedAudits.length) rows.push({ note: `  ${label}: not passed: ${result.failedAudits.join(', ')}` });
  }
  const b = (title: string, budget: Budget) => `${title} ${describeBudget(budget)}`;
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: b('perf', budgets.performance), align: 'right' },
      { title: b('a11y', budgets.accessibility), align: 'right' },
      { title: b('best pr.', budgets.bestPractices), align: 'right' },
      { title: b('SEO', budgets.seo), align: 'right' },
      { title: b('LCP', budgets.lcpMs), align: 'right' },
      { title: b('CLS', budgets.cls), align: 'right' },
      { title: b('TBT', budgets.tbtMs), align: 'right' },
      { title: b('FCP', budgets.fcpMs), align: 'right' },
      { title: 'bytes', align: 'right' },
    ],
    rows,
  );
}

export function imagesTable(r: BenchResults): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.images) {
    if (!result.ok) {
      rows.push([label, path], errorRow(label, result.error));
      continue;
    }
    rows.push([
      label,
      path,
      result.device,
      String(result.count),
      kB(result.bytes),
      String(result.storedCount),
      kB(result.storedBytes),
      kB(result.originalsBytes),
      pct(result.originalsBytes ? result.storedBytes / result.originalsBytes : null),
      kB(result.assetBytes),
    ]);
    if (result.missingOriginals) rows.push({ note: `  ${label}: ${result.missingOriginals} originals could not be fetched (not counted)` });
    rows.push(...problemRows(label, result.problems));
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: 'device' },
      { title: 'images', align: 'right' },
      { title: 'downloaded', align: 'right' },
      { title: 'stored', align: 'right' },
      { title: 'stored bytes', align: 'right' },
      { title: 'their originals', align: 'right' },
      { title: 'share', align: 'right' },
      { title: 'site assets', align: 'right' },
    ],
    rows,
  );
}
