import { Picture, type PictureFile } from '../common/Picture';
import { Section } from '../common/Section';
import * as css from './CaseFeatures.css';

interface Feature {
  title: string;
  text: string;
  imageAlt: string;
  image: PictureFile;
}

export function CaseFeatures({ features }: { features: readonly Feature[] }) {
  return (
    <Section title="Key features" id="features">
      <ol className={css.list}>
        {features.map((feature) => {
          return (
            <li key={feature.title} className={css.feature}>
              <div className={css.media}>
                <Picture file={feature.image} alt={feature.imageAlt} />
              </div>
              <div>
                <h3 className={css.title}>{feature.title}</h3>
                <p className={css.text}>{feature.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
