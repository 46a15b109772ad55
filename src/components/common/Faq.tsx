import { Section } from './Section';
import * as css from './Faq.css';

/** FAQ as native disclosure widgets: accessible and interactive without any JavaScript. */
export function Faq({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <Section title="Frequently asked questions" id="faq" tinted>
      <div className={css.list}>
        {entries.map((entry) => (
          <details key={entry.question} className={css.entry}>
            <summary className={css.question}>{entry.question}</summary>
            <p className={css.answer}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
