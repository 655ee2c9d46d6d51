import Validator from '@adobe/structured-data-validator';

export interface StructuredDataIssue {
  rootType: string;
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

/**
 * Google's structured-data rules (rich results), as @adobe/structured-data-validator implements them,
 * run offline on a page's JSON-LD blocks (decision 104). Without schema.org's vocabulary file (a
 * download) it checks Google's rules only, which is what decides whether Search accepts the data.
 */
export async function structuredDataIssues(blocks: readonly Record<string, unknown>[]): Promise<StructuredDataIssue[]> {
  // The validator takes web-auto-extractor's shape: JSON-LD items grouped by their root type.
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const block of blocks) {
    const type = String(block['@type']);
    (jsonld[type] ??= []).push(structuredClone(block));
  }
  return (await new Validator().validate({ jsonld })) as StructuredDataIssue[];
}
