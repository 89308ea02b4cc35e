import { EmptyArt, NoResultsArt } from '../icons/stateIcons';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface EmptyStateLink {
  text: string;
  /** A web address; the link opens it in a new tab. */
  href?: string;
  /** Without href the link is a button calling this. */
  onClick?(): void;
}

export interface EmptyStateProps {
  text: string;
  link?: EmptyStateLink;
  /** The illustration: an empty tray (default) or, for a search, a magnifier; none for 'none'. */
  art?: 'empty' | 'search' | 'none';
}

/** What an empty list shows, centred: an illustration, a line of text and an optional link. */
export function EmptyState({ text, link, art = 'empty' }: EmptyStateProps) {
  useInjectedStyles();
  const safeHref = link?.href && /^(https?:\/\/|\/)/i.test(link.href) ? link.href : undefined;
  return (
    <div className="pk-empty-state">
      {art === 'empty' && <EmptyArt />}
      {art === 'search' && <NoResultsArt />}
      <p>{text}</p>
      {link &&
        (safeHref ? (
          <a href={safeHref} target="_blank" rel="noreferrer" onClick={link.onClick}>
            {link.text}
          </a>
        ) : (
          <button type="button" className="pk-link-button" onClick={link.onClick}>
            {link.text}
          </button>
        ))}
    </div>
  );
}
