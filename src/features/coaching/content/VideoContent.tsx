import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { LocalActivity, ProgressStatus } from '../../../offline/coaching';
import { Button } from '../../../ui';
import type { ActivityProgressActor } from '../activity-progress.machine';
import { youtubeEmbedUrl, youtubeId } from '../youtube';
import { loadYouTubeApi, YT_PLAYING } from './youtube-api';
import { OpenContentLink } from './OpenContentLink';

interface Props {
  activity: LocalActivity;
  actor: ActivityProgressActor;
  status: ProgressStatus;
  videoPercent: number;
}

/** A YouTube video counts +2 per second while it plays (via the IFrame API); other links open outside. */
export function VideoContent({ activity, actor, status, videoPercent }: Props) {
  const { t } = useLingui();
  const id = youtubeId(activity.content_url);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!id || !element) return;
    let player: { destroy(): void } | null = null;
    let live = true;
    loadYouTubeApi().then(
      (YT) => {
        if (!live) return;
        player = new YT.Player(element, {
          events: {
            onStateChange: (event) => actor.send({ type: event.data === YT_PLAYING ? 'VIDEO.PLAY' : 'VIDEO.PAUSE' }),
          },
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      player?.destroy();
    };
  }, [id, actor]);

  const shown = status === 'completed' ? 100 : videoPercent;
  return (
    <section className="activity-content activity-content--video">
      {id ? (
        <div className="video-frame">
          <iframe
            ref={frame}
            src={youtubeEmbedUrl(id, window.location.origin)}
            title={activity.title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : activity.content_url ? (
        <OpenContentLink url={activity.content_url} />
      ) : null}
      <div className="video-progress">
        <progress max={100} value={shown} aria-label={t`Avanzamento del video`} />
        <span data-testid="video-percent">{shown}%</span>
      </div>
      <Button
        variant="secondary"
        disabled={status === 'completed'}
        onClick={() => actor.send({ type: 'VIDEO.MARK_COMPLETED' })}
      >
        <Trans>Segna come Completato</Trans>
      </Button>
    </section>
  );
}
