import type { ProductNode } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { deleteAllImagesQuestion, deleteCategoryImageQuestion, deleteImageQuestion } from '@/features/item-images/lib/delete-questions';
import { deleteConfirmation } from '@/features/product-admin/lib/delete-confirmation';
import { deleteProjectQuestion } from '@/features/project-admin/hooks/use-delete-project';
import { projectFixture } from '../../../test/project-fixture';
import { productNode } from '../../../test/web/product-node';
import { FOR_GOOD } from './delete-words';

const node = (id: string, sub: ProductNode[] = []) => productNode(id, id, 0, {}, sub);
const project = projectFixture('hytte', 'Hytte');

describe('the confirmation of a delete the bin or the history can undo', () => {
  const recoverable = [
    ['a product alone', deleteConfirmation(node('screens'))],
    ['a category with one product under it', deleteConfirmation(node('markiser', [node('a')]))],
    ['a category with products under it', deleteConfirmation(node('markiser', [node('a'), node('b', [node('c')])]))],
    ['a project', deleteProjectQuestion(project)],
    ['a gallery picture', deleteImageQuestion('Terrassen')],
    ['every gallery picture', deleteAllImagesQuestion(4)],
    ['a category picture', deleteCategoryImageQuestion()],
  ] as const;

  it.each(recoverable)("never says 'for godt': %s", (_what, question) => {
    expect(`${question.message} ${String(question.detail)}`).not.toMatch(FOR_GOOD);
  });

  it('says where to get it back: Slettet for products and projects, Historikk for pictures', () => {
    expect(deleteConfirmation(node('markiser', [node('a'), node('b', [node('c')])])).detail).toBe('«markiser» og de 3 produktene under det flyttes til Slettet, der du kan hente dem tilbake.');
    expect(deleteConfirmation(node('screens')).detail).toBe('«screens» flyttes til Slettet, der du kan hente det tilbake.');
    expect(deleteProjectQuestion(project).detail).toBe('«Hytte» og bildene flyttes til Slettet, der du kan hente dem tilbake.');
    expect(deleteImageQuestion('').detail).toBe('«Bildet» fjernes fra siden. Du kan hente det tilbake under Historikk i redigeringen.');
    expect(deleteAllImagesQuestion(4).detail).toBe('4 bilder fjernes fra siden. Du kan hente dem tilbake under Historikk i redigeringen.');
  });
});
