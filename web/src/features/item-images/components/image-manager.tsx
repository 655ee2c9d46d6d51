import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Image } from '@rms/schema';
import { useEffect, useRef } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import type { ImageOwner } from '../api/owner-images';
import { useImageManager } from '../hooks/use-image-manager';
import { ImageDropzone } from './image-dropzone';
import { ImageThumbnail } from './image-thumbnail';
import { deleteAllImagesQuestion, deleteImageQuestion } from '../lib/delete-questions';

interface ImageManagerProps {
  owner: ImageOwner;
  /** The owner's stored images (from the query cache). */
  images: Image[];
  /** Called with the number of stored images whenever it changes (a wizard's "at least one image"). */
  onImagesChange?: (count: number) => void;
  /** Called when uploads start or all have finished (a screen then guards leaving and 'Ferdig'). */
  onBusyChange?: (busy: boolean) => void;
  /** The owner's modified_at as loaded: sent with every change (409 when someone changed it since). */
  version?: string | undefined;
  /** Called after each change this manager saved, with the owner's newest known modified_at. */
  onSaved?: (version: string | undefined) => void;
  title?: string;
}


/**
 * Image management for a product or project: drop or pick files, previews at once,
 * sequential uploads with progress, set main, alt text, focal point, drag to reorder, delete one or all.
 */
export function ImageManager({ owner, images: serverImages, onImagesChange, onBusyChange, version, onSaved, title = 'Bilder' }: ImageManagerProps) {
  const manager = useImageManager(owner, serverImages, version, onSaved);
  const [dialog, confirm] = useConfirm();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void manager.reorder(String(active.id), String(over.id));
  };

  const storedCount = manager.images.filter((img) => !img.id.startsWith('temp-')).length;
  const changed = useRef(onImagesChange);
  useEffect(() => {
    changed.current = onImagesChange;
  });
  useEffect(() => {
    changed.current?.(storedCount);
  }, [storedCount]);
  const busyChanged = useRef(onBusyChange);
  useEffect(() => {
    busyChanged.current = onBusyChange;
  });
  useEffect(() => {
    busyChanged.current?.(manager.busy);
  }, [manager.busy]);

  const deleteOne = async (id: string) => {
    const image = manager.images.find((img) => img.id === id);
    // A failed or unfinished upload is only a local tile: removing it deletes nothing stored.
    if (image && !image.error && !image.id.startsWith('temp-')) {
      const ok = await confirm(deleteImageQuestion(image.title));
      if (!ok) return;
    }
    await manager.remove(id);
  };

  const deleteAll = async () => {
    const ok = await confirm(deleteAllImagesQuestion(storedCount));
    if (ok) await manager.removeAll();
  };

  return (
    <section aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-950">{title}</h2>
        {manager.images.length > 1 && (
          <button type="button" onClick={deleteAll} disabled={manager.busy} className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50">
            Slett alle bilder
          </button>
        )}
      </div>
      <div className="mt-4">
        <ImageDropzone multiple onFiles={(files) => void manager.addFiles(files)} />
      </div>
      {manager.images.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Ingen bilder ennå.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={manager.images.map((img) => img.id)} strategy={rectSortingStrategy}>
            <ul aria-label="Opplastede bilder" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
              {manager.images.map((image, i) => (
                <ImageThumbnail
                  key={image.id}
                  image={image}
                  position={i + 1}
                  onSetMain={(id) => void manager.setMain(id)}
                  onDelete={(id) => void deleteOne(id)}
                  onAltText={manager.updateAltText}
                  onFocus={manager.updateFocus}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {dialog}
    </section>
  );
}

export default ImageManager;
