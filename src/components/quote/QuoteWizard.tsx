import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { createPortal } from 'react-dom';
// Shipped as a stylesheet; astro.config.ts drops the copy sonner injects from JavaScript.
import 'sonner/dist/styles.css';
import type * as SonnerModule from 'sonner';
import './toasts.css';
import './thanks.css';
// Straight from the modules, never the lib/quote index: the wizard's bundle carries no language's
// words but its page's (wizard-words.ts).
import {
  EMPTY_DRAFT,
  HONEYPOT_FIELD,
  QUOTE_FIELD_NAMES,
  honeypotHtml,
  stepOf,
  type QuoteDraft,
} from '../../lib/quote/fields';
import { LIMITS } from '../../lib/quote/limits';
import type { ToastMessage } from '../../lib/quote/messages';
import { checkQuote, firstIssue, quoteRules, type QuoteRules } from '../../lib/quote/schema';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import { checkPhotoFiles, smallerPhoto } from './photo-files';
import type { Smaller } from './PhotoPicker';
import { Confirmation, FieldsStep, type FieldErrors, type Thanks } from './QuoteSteps';
import { submitQuote, uploadPhotos } from './send-quote';
import { wizardThanks } from './thanks';
import StepIndicator from './StepIndicator';
import { WizardWordsContext, type WizardWords } from './wizard-words';

type Step = 1 | 2 | 3 | 4;

/** The upload progress toast is updated in place under this id. */
const UPLOAD_TOAST = 'photo-upload';

type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];

let sonnerLoading: Promise<Sonner> | undefined;
/**
 * sonner, fetched once the visitor starts on the form rather than with the page: no toast shows
 * before a submit. A toast made before its Toaster subscribed still shows once it has.
 */
const loadSonner = () =>
  (sonnerLoading ??= import('sonner').catch((error: unknown) => {
    sonnerLoading = undefined;
    throw error;
  }));

/** The input a field the server names is typed into: its `photoUrls` come from the `photos` input. */
const inputName = (field: string) => (field === 'photoUrls' ? 'photos' : field);

/** The message `value` fails its field's rule with. */
function fieldError(rules: QuoteRules, name: keyof QuoteDraft, value: string) {
  const result = rules[name].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Today as YYYY-MM-DD in the visitor's own time zone (not UTC), for the date picker's minimum. Built
 * from the date's parts: formatting through a locale loads its data, a long task on a phone.
 */
const localToday = () => {
  const today = new Date();
  return [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
};

export interface QuoteWizardProps {
  reviewUrl?: string | undefined;
  /** The facts' reply promise in hours, for the success toast. */
  replyHours: number;
}

/**
 * The quote wizard of /contact and /es/contact: three steps and a confirmation, in the language of
 * `words`. Once hydrated it restores the saved draft, keeps what was typed before, and marks its root
 * `data-ready`; `data-quote-step` lets the page react to the step.
 */
export default function QuoteWizard({ reviewUrl, replyHours, words }: QuoteWizardProps & { words: WizardWords }) {
  const { toasts, form: text } = words;
  const rules = useMemo(() => quoteRules(words.fields), [words]);
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<QuoteDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The message a field got as the visitor left it, read out once; submit's failures have their toast. */
  const [announcement, setAnnouncement] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const [minDate, setMinDate] = useState<string>();
  const [ToasterOnceLoaded, setToaster] = useState<Sonner['Toaster']>();
  const [smaller, setSmaller] = useState<ReadonlyMap<File, Smaller>>(new Map());
  const [thanks, setThanks] = useState<Thanks>();
  /** One key per request: kept across retries so the server never files it twice, new once anything changes. */
  const idempotencyKey = useRef('');
  const uploaded = useRef(new Map<File, string>());
  /** Sent with each photo and with the request, which may attach only photos uploaded with it. */
  const uploadKey = useRef('');
  // Set before the first await, so a double tap cannot start a second send (busy is set later).
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  /** The input to focus instead of the heading when the step changes (a field the server refused). */
  const focusOnStep = useRef<string>(undefined);
  const firstRender = useRef(true);
  const sendOnRender = useRef(false);

  /** Mounts the toaster as soon as sonner is here, so its live region is in place before any toast. */
  const startToasts = () =>
    loadSonner().then((sonner) => {
      setToaster(() => sonner.Toaster);
      return sonner.toast;
    });
  /** Shows (or dismisses) toasts once sonner is here, in the order asked. */
  const withToast = (show: (toast: Toast) => void) => void startToasts().then(show, () => undefined);
  const showFailure = (message: ToastMessage, action?: { label: string; onClick: () => void }) =>
    withToast((toast) => toast.error(message.title, { description: message.description, action }));

  const fieldInput = (field: string | undefined) =>
    field ? (form.current?.elements.namedItem(inputName(field)) as HTMLInputElement | null) : null;

  useEffect(() => {
    const saved = loadDraft();
    // React keeps what was typed into the server-rendered fields before hydration in the DOM only;
    // it is newer than any saved draft.
    const typed: Partial<QuoteDraft> = {};
    for (const name of QUOTE_FIELD_NAMES) {
      const value = fieldInput(name)?.value;
      if (value) typed[name] = value;
    }
    // Read after hydration (localStorage, the DOM), so the first render matches the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues({ ...(saved?.values ?? EMPTY_DRAFT), ...typed });
    idempotencyKey.current = saved?.idempotencyKey ?? crypto.randomUUID();
    uploadKey.current = crypto.randomUUID();
    setMinDate(localToday());
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) saveDraft({ values, idempotencyKey: idempotencyKey.current });
  }, [values, restored]);

  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else (fieldInput(focusOnStep.current) ?? heading.current)?.focus();
    focusOnStep.current = undefined;
  }, [step]);

  /** Shows the step holding `field` with its input focused. */
  function goToField(field: string) {
    const target = stepOf(inputName(field));
    if (target === step) fieldInput(field)?.focus();
    else if (target) {
      focusOnStep.current = field;
      setStep(target);
    }
  }

  // A changed request is a new request: a replay of the old key would answer for the old values.
  const newKey = () => (idempotencyKey.current = crypto.randomUUID());
  const change = (field: keyof QuoteDraft, value: string) => {
    newKey();
    setValues((prev) => ({ ...prev, [field]: value }));
    // A message already shown follows the typing, so it goes as soon as the value is right.
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: fieldError(rules, field, value) }));
    // What was read out about this field goes with the value it was about.
    if (announcement && announcement === errors[field]) setAnnouncement('');
  };
  // Checked as the visitor leaves a field; a blank one waits for Next Step's gating or submit.
  const checked = (fields: readonly (keyof QuoteDraft)[]) =>
    Object.fromEntries(
      fields.map((field) => [field, values[field].trim() === '' ? undefined : fieldError(rules, field, values[field])]),
    );
  const blur = (field: keyof QuoteDraft, next: EventTarget | null) => {
    // Focus going to Next Step or Previous: a message shown now would move the button from under the
    // pointer mid-click. The step's fields are checked as it is left instead.
    if (next instanceof HTMLButtonElement && form.current?.contains(next)) return;
    const message = checked([field])[field];
    setErrors((prev) => ({ ...prev, [field]: message }));
    // Only a message the field did not show yet: one already read out stays in its description.
    setAnnouncement(message && message !== errors[field] ? message : '');
  };
  const leaveStep = (target: Step) => {
    const fields = QUOTE_FIELD_NAMES.filter((name) => stepOf(name) === step);
    setAnnouncement('');
    setErrors((prev) => ({ ...prev, ...checked(fields) }));
    setStep(target);
  };
  const changePhotos = (chosen: File[]) => {
    newKey();
    setPhotos(chosen);
  };
  /**
   * Makes a smaller copy of each photo here and puts it in the original's place; one the device cannot
   * bring under the limit stays, marked, and is offered no more. `thenSend`: submits once they are in place.
   */
  async function makeSmaller(files: readonly File[], thenSend = false) {
    setSmaller((prev) => new Map([...prev, ...files.map((file) => [file, 'working'] as const)]));
    const copies = new Map<File, File>();
    for (const file of files) {
      const copy = await smallerPhoto(file).catch(() => undefined);
      if (copy) copies.set(file, copy);
    }
    // Set with the updates below, so the render that shows the copies sends them.
    sendOnRender.current = thenSend;
    setSmaller((prev) => {
      const next = new Map(prev);
      for (const file of files) {
        if (copies.has(file)) next.delete(file);
        else next.set(file, 'failed');
      }
      return next;
    });
    setAnnouncement(
      files
        .map((file) =>
          copies.has(file) ? text.smallerPhoto.done(file.name) : `${file.name}: ${text.smallerPhoto.failed}`,
        )
        .join(' '),
    );
    if (copies.size > 0) {
      newKey();
      setPhotos((prev) => prev.map((photo) => copies.get(photo) ?? photo));
    }
  }

  // After every render: the one that follows makeSmaller(…, true) sends with this render's values and photos.
  useEffect(() => {
    if (!sendOnRender.current) return;
    sendOnRender.current = false;
    void send();
  });
  // Next Step waits for the step's required fields.
  const canAdvance = words.fields.every(
    (field) => field.step !== step || !field.required || field.input === 'photos' || values[field.name].trim() !== '',
  );

  const parsedDraft = checkQuote(values, rules);
  const invalidSteps = parsedDraft.success ? [] : parsedDraft.error.issues.map((issue) => stepOf(issue.path[0]));

  async function send() {
    if (sending.current) return;
    sending.current = true;
    try {
      await attempt();
    } finally {
      sending.current = false;
    }
  }

  async function attempt() {
    // A failure toast of an earlier attempt must not linger under this attempt's answer.
    withToast((toast) => toast.dismiss());
    const parsed = parsedDraft;
    setAnnouncement('');
    if (!parsed.success) {
      const { error, field } = firstIssue(parsed.error);
      setErrors(checked(QUOTE_FIELD_NAMES));
      showFailure(toasts.validationError(error));
      if (field) goToField(field);
      return;
    }
    const problem = await checkPhotoFiles(photos, toasts);
    if (problem) {
      // A photo too large gets the offer to make it smaller here and send, unless it was tried already.
      const tooLarge = photos.filter((photo) => photo.size > LIMITS.maxPhotoBytes && smaller.get(photo) !== 'failed');
      if (problem.title !== toasts.fileTooLarge('').title || tooLarge.length === 0) return showFailure(problem);
      return showFailure(problem, {
        label: text.smallerPhoto.offerAndSend(tooLarge.length),
        onClick: () => void makeSmaller(tooLarge, true),
      });
    }

    setBusy(true);
    try {
      let photoUrls: string[] = [];
      if (photos.length > 0) {
        const urls = await uploadPhotos(photos, uploaded.current, words, uploadKey.current, (current, total) => {
          const message = toasts.uploadingPhotos(current, total);
          withToast((toast) => toast.loading(message.title, { id: UPLOAD_TOAST, description: message.description }));
        });
        withToast((toast) => toast.dismiss(UPLOAD_TOAST));
        if (!Array.isArray(urls)) return showFailure(urls);
        photoUrls = urls;
      }
      const outcome = await submitQuote(parsed.data, photoUrls, fieldInput(HONEYPOT_FIELD)?.value ?? '', {
        language: words.language,
        idempotencyKey: idempotencyKey.current,
        uploadKey: uploadKey.current,
      });
      if (outcome.kind === 'rate-limited') return showFailure(toasts.tooManyRequests);
      if (outcome.kind === 'invalid') {
        // Photo links the server no longer accepts (expired, cleaned up): the next submit uploads again.
        if (outcome.field === 'photoUrls') uploaded.current.clear();
        showFailure(toasts.validationError(outcome.message));
        if (outcome.field) goToField(outcome.field);
        return;
      }
      if (outcome.kind === 'failed') return showFailure(toasts.submissionFailed);

      setThanks(outcome.thanks && wizardThanks(outcome.thanks));
      const success = toasts.success(replyHours);
      withToast((toast) => toast.success(success.title, { description: success.description }));
      clearDraft();
      setValues(EMPTY_DRAFT);
      setPhotos([]);
      setSmaller(new Map());
      uploaded.current.clear();
      idempotencyKey.current = crypto.randomUUID();
      setStep(4);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step === 3) void send();
    else if (step < 3 && canAdvance) leaveStep((step + 1) as Step);
  }

  return (
    <WizardWordsContext value={words}>
      <div
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        data-quote-step={step}
        data-ready={restored || undefined}
        onFocusCapture={() => void startToasts().catch(() => undefined)}
        onPointerDownCapture={() => void startToasts().catch(() => undefined)}
      >
        <StepIndicator current={step} invalidSteps={step < 4 ? invalidSteps : []} />
        <form ref={form} onSubmit={onSubmit} noValidate className="mt-8" aria-label={text.spoken.wizard}>
          {step === 4 ? (
            <Confirmation
              headingRef={heading}
              thanks={thanks}
              reviewUrl={reviewUrl}
              onAnother={() => {
                // The success toast would otherwise sit over the fresh form.
                withToast((toast) => toast.dismiss());
                setErrors({});
                setStep(1);
              }}
            />
          ) : (
            <FieldsStep
              step={step}
              values={values}
              errors={errors}
              onChange={change}
              onBlur={blur}
              headingRef={heading}
              photos={photos}
              onPhotosChange={changePhotos}
              smaller={smaller}
              onMakeSmaller={(photo) => makeSmaller([photo])}
              minDate={minDate}
            />
          )}
          <div dangerouslySetInnerHTML={{ __html: honeypotHtml('quote', text.honeypotLabel) }} />

          {step < 4 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {step > 1 && (
                <button
                  type="button"
                  className="btn-secondary max-sm:flex-1"
                  disabled={busy}
                  onClick={() => leaveStep((step - 1) as Step)}
                >
                  {text.buttons.previous}
                </button>
              )}
              <button
                type="submit"
                className="ml-auto btn-primary disabled:cursor-not-allowed disabled:opacity-60 max-sm:flex-1"
                disabled={busy || !canAdvance}
              >
                {step === 3 ? (
                  // Sized to the longer label, so neither button moves when it turns to "Submitting...".
                  <span
                    data-label={text.buttons.submit}
                    className="grid justify-items-center whitespace-nowrap after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-label)]"
                  >
                    <span className="col-start-1 row-start-1">
                      {busy ? text.buttons.submitting : text.buttons.submit}
                    </span>
                  </span>
                ) : (
                  text.buttons.next
                )}
              </button>
            </div>
          )}
        </form>
        {ToasterOnceLoaded && <ToasterOnceLoaded position="bottom-right" richColors closeButton duration={8000} />}
        {/* At the end of the body, apart from the form, so it never doubles the message the field shows. */}
        {restored &&
          createPortal(
            <div aria-live="polite" className="sr-only" data-quote-announcer>
              {announcement}
            </div>,
            document.body,
          )}
      </div>
    </WizardWordsContext>
  );
}

/** The wizard in one language: a page's island, which carries only that language's words. */
export const quoteWizardIn = (words: WizardWords) =>
  function LanguageQuoteWizard(props: QuoteWizardProps) {
    return <QuoteWizard {...props} words={words} />;
  };
