import type { HTMLAttributes } from 'react';
import { classNames } from '../shared/classNames';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface TitleRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The title text (for example a source's name above its search results). */
  title: string;
}

/** A section title inside a list. Pass role and aria props as the list's pattern needs. */
export function TitleRow({ title, className, ...rest }: TitleRowProps) {
  useInjectedStyles();
  return (
    <div {...rest} className={classNames('pk-title-row', className)}>
      {title}
    </div>
  );
}
