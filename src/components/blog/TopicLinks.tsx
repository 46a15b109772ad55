import { Link } from 'gatsby';
import * as css from './TopicLinks.css';

export interface TopicLink {
  name: string;
  path: string;
}

/** Every topic as a real link to its page (crawlable, works before the app), the current one marked. */
export function TopicLinks({ topics, current }: { topics: readonly TopicLink[]; current?: string }) {
  if (!topics.length) return null;
  return (
    <nav aria-labelledby="topic-links" className={css.nav}>
      <p id="topic-links" className={css.heading}>
        Topics
      </p>
      <ul className={css.list}>
        {topics.map((topic) => (
          <li key={topic.path}>
            <Link
              to={topic.path}
              className={css.link}
              aria-current={topic.name === current ? 'page' : undefined}
            >
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
