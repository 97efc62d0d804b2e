import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, toast } from '../../../../ui';
import { useLiveRead } from '../../../../offline/store/hooks';
import { readChatMessages, type ChatMessage } from '../../../../offline/chat';
import { sendChatMessage } from '../chat-actions';
import type { ChatRole, LiveStatus, TeamPerson } from '../api';
import { RoleLabel } from './labels';

interface ChatPanelProps {
  userId: string;
  teamId: string;
  sessionId: string;
  people: TeamPerson[];
  live: LiveStatus;
}

/** The team chat: a log region read from the device, a labelled input where Enter sends. */
export function ChatPanel({ userId, teamId, sessionId, people, live }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const messages = useLiveRead(() => readChatMessages(userId, teamId, sessionId), [userId, teamId, sessionId]);
  const [text, setText] = useState('');
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const myRole: ChatRole = people.find((person) => person.userId === userId)?.role ?? 'member';
  const nameOf = (id: string) => people.find((person) => person.userId === id)?.name ?? t`Utente`;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages?.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    try {
      await sendChatMessage(userId, { team_id: teamId, session_id: sessionId, message, sender_role: myRole });
      setText('');
    } catch {
      toast({ title: t`Errore nell'invio del messaggio`, variant: 'error' });
    }
  };

  return (
    <div className="team-chat">
      <p className="muted team-chat__status">
        {live === 'live' ? (
          <Trans>Chat in tempo reale</Trans>
        ) : live === 'polling' ? (
          <Trans>Aggiornamento ogni pochi secondi</Trans>
        ) : (
          <Trans>Connessione alla chat…</Trans>
        )}
      </p>
      {/* The log scrolls, so it takes focus (keyboard scrolling); the list inside keeps list semantics. */}
      <div
        ref={logRef}
        className="team-chat__log"
        role="log"
        aria-live="polite"
        aria-label={t`Messaggi della chat del team`}
        tabIndex={0}
      >
        <ol className="team-chat__list">
          {(messages ?? []).length === 0 && (
            <li className="muted">
              <Trans>Nessun messaggio ancora.</Trans>
            </li>
          )}
          {(messages ?? []).map((message: ChatMessage) => (
            <li
              key={message.id}
              className={`team-chat__message${message.sender_id === userId ? ' team-chat__message--own' : ''}`}
              data-pending={message.pending || undefined}
            >
              <p className="team-chat__meta">
                <strong>{nameOf(message.sender_id)}</strong> ·{' '}
                <span className={`chat-role chat-role--${message.sender_role}`}>
                  <RoleLabel role={message.sender_role} />
                </span>
                {message.created_at && (
                  <>
                    {' '}
                    ·{' '}
                    <time dateTime={message.created_at}>
                      {i18n.date(new Date(message.created_at), { dateStyle: 'short', timeStyle: 'short' })}
                    </time>
                  </>
                )}
                {message.pending && (
                  <>
                    {' '}
                    ·{' '}
                    <span className="team-chat__pending">
                      <Trans>in attesa di invio</Trans>
                    </span>
                  </>
                )}
              </p>
              <p className="team-chat__text">{message.message}</p>
            </li>
          ))}
        </ol>
      </div>
      <form className="team-chat__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>
          <Trans>Messaggio</Trans>
        </label>
        <input
          id={inputId}
          type="text"
          value={text}
          maxLength={4000}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          <Trans>Invia</Trans>
        </Button>
      </form>
    </div>
  );
}
