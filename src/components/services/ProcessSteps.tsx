import * as css from './ProcessSteps.css';

/** How the engagement runs, numbered in order. */
export function ProcessSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={css.steps}>
      {steps.map((step) => (
        <li key={step.title} className={css.step}>
          <div>
            <h3 className={css.title}>{step.title}</h3>
            <p className={css.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
