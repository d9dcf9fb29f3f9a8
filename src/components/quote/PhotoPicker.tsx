import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PhotosField } from '../../lib/quote/fields';
import { LIMITS } from '../../lib/quote/limits';
import { FIELD_CLASSES, FieldLabel } from './fields';
import { checkPhotoFiles } from './photo-files';
import { useWizardWords } from './wizard-words';

/** A photo over the size limit being made smaller, or one this device could not make small enough. */
export type Smaller = 'working' | 'failed';

interface Props {
  field: PhotosField;
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  smaller: ReadonlyMap<File, Smaller>;
  /** Replaces the photo by a smaller copy made here, or marks it failed. */
  onMakeSmaller: (photo: File) => Promise<void>;
}

/**
 * Optional photos: picking adds to the list, each shows a thumbnail with a remove button. A photo
 * failing the checks says why beside it (politely announced) at once, one too large with the offer
 * to make it smaller; submitting stops with the toast.
 */
export default function PhotoPicker({ field, photos, onChange, smaller, onMakeSmaller }: Props) {
  const { toasts, form } = useWizardWords();
  const { buttons, smallerPhoto, spoken } = form;
  const inputId = useId();
  const hintId = useId();
  const countId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(
    () => photos.map((photo) => (photo.type.startsWith('image/') ? URL.createObjectURL(photo) : undefined)),
    [photos],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);

  const [problems, setProblems] = useState<ReadonlyMap<File, string>>(new Map());
  useEffect(() => {
    let current = true;
    void Promise.all(
      photos.map(async (photo) => [photo, (await checkPhotoFiles([photo], toasts))?.description] as const),
    ).then(
      (checked) => current && setProblems(new Map(checked.filter((entry): entry is [File, string] => !!entry[1]))),
    );
    return () => {
      current = false;
    };
  }, [photos, toasts]);
  const tooMany = photos.length > LIMITS.maxPhotos ? toasts.tooManyFiles.description : '';

  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    input.current?.focus();
  };
  // The offer goes once it is answered: focus moves on to adding photos, as after a removal.
  const makeSmaller = async (photo: File) => {
    await onMakeSmaller(photo);
    input.current?.focus();
  };

  return (
    <div>
      <FieldLabel htmlFor={inputId} label={field.label} />
      <p id={hintId} className={FIELD_CLASSES.hint}>
        {form.photosHint}
      </p>
      {/* The native input stays in the tab order but out of sight: its own "No file chosen" text
          would contradict the list below once photos are added. */}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          name={field.name}
          multiple
          accept={field.accept}
          aria-describedby={`${hintId} ${countId}`}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again after removing it still fires a change.
            event.currentTarget.value = '';
            if (chosen.length > 0) onChange([...photos, ...chosen]);
          }}
        />
        <label
          htmlFor={inputId}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600"
        >
          {photos.length > 0 ? buttons.addPhotos : buttons.choosePhotos}
        </label>
        <p id={countId} aria-live="polite" className="text-sm font-semibold text-slate-800">
          {photos.length > 0 && form.photoCount(photos.length)}
        </p>
      </div>
      {photos.length > 0 && (
        <ul aria-label={spoken.chosenPhotos} className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {photos.map((photo, index) => {
            const problem = problems.get(photo);
            const state = smaller.get(photo);
            return (
              <li
                key={`${index}-${photo.name}-${photo.lastModified}`}
                className={problem ? 'col-span-full flex items-start gap-3' : undefined}
              >
                <div className={problem ? 'relative w-24 shrink-0' : 'relative'}>
                  {previews[index] ? (
                    <img
                      src={previews[index]}
                      alt={photo.name}
                      className="aspect-square w-full rounded-lg border border-slate-300 object-cover"
                    />
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-300 bg-slate-50 p-1 text-center text-xs break-all text-slate-700">
                      {photo.name}
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={spoken.remove(photo.name)}
                    className="absolute -top-2 -right-2 flex h-8 w-8 items-center justify-center rounded-full border border-slate-500 bg-white text-lg leading-none text-slate-800 shadow hover:bg-slate-100"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                {problem && (
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="break-words text-red-800">{problem}</p>
                    {photo.size > LIMITS.maxPhotoBytes &&
                      (state === 'failed' ? (
                        <p className="mt-1 text-slate-700">{smallerPhoto.failed}</p>
                      ) : (
                        <button
                          type="button"
                          className="btn-secondary mt-2"
                          disabled={state === 'working'}
                          aria-label={state === 'working' ? undefined : `${smallerPhoto.offer}: ${photo.name}`}
                          onClick={() => void makeSmaller(photo)}
                        >
                          {state === 'working' ? smallerPhoto.working : smallerPhoto.offer}
                        </button>
                      ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {tooMany && <p className="mt-2 text-sm text-red-800">{tooMany}</p>}
      <p role="status" className="sr-only">
        {[...problems.values(), tooMany].join(' ')}
      </p>
    </div>
  );
}
