import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, so the page outline stays correct. */
  titleLevel?: 1 | 2 | 3;
  actions?: ReactNode;
}

export function Card({ title, titleLevel = 2, actions, className, children, ...rest }: CardProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <section {...rest} className={['card', className ?? ''].filter(Boolean).join(' ')}>
      {title ? <Heading className="card__title">{title}</Heading> : null}
      <div className="card__body">{children}</div>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </section>
  );
}
