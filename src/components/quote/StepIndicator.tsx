import { useWizardWords } from './wizard-words';

/**
 * Progress through the three steps; `current` past the last step shows all three as done. A step
 * holding a field that fails its rule is never shown as done. Under forced colors the filled circles
 * take the system's highlight colors, which would otherwise turn them as plain as the steps ahead.
 */
export default function StepIndicator({
  current,
  invalidSteps,
}: {
  current: number;
  invalidSteps: readonly (number | undefined)[];
}) {
  const { stepTitles, spoken } = useWizardWords().form;
  return (
    <ol aria-label={spoken.progress} className="grid grid-cols-3 gap-2">
      {stepTitles.map((title, index) => {
        const number = index + 1;
        const done = number < current && !invalidSteps.includes(number);
        const active = number === current;
        return (
          <li
            key={title}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
          >
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                done || active
                  ? 'border-brand-700 bg-brand-700 text-white forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                  : 'border-slate-500 bg-white text-slate-700'
              }`}
            >
              {done ? '✓' : number}
            </span>
            <span className={`text-xs sm:text-sm ${active ? 'font-semibold text-brand-900' : 'text-slate-700'}`}>
              <span className="sr-only">{spoken.step(number)}</span>
              {title}
              {done && <span className="sr-only">{spoken.completed}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
