import type { ReactNode } from 'react';
import { Card } from '../../../ui';
import './login.css';

/** The frame shared by the three login screens: a centred card with title, intro, form and links. */
export function LoginLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="narrow-page">
      <Card title={title} titleLevel={1} className="login-card">
        {intro ? <p className="muted">{intro}</p> : null}
        {children}
        {footer ? <div className="login-card__footer">{footer}</div> : null}
      </Card>
    </div>
  );
}
