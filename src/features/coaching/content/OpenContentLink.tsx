import { Trans } from '@lingui/react/macro';

export function OpenContentLink({ url }: { url: string }) {
  return (
    <a className="btn btn--secondary" href={url} target="_blank" rel="noopener noreferrer">
      <span>
        <Trans>Apri Contenuto</Trans>
      </span>
    </a>
  );
}
