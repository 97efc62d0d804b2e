import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PackError, PackErrorCode } from './pack-types';

const MESSAGES: Record<PackErrorCode, MessageDescriptor> = {
  wrong_type: msg`il valore non è del tipo previsto`,
  unknown_format: msg`il file non è un pacchetto di contenuti`,
  unknown_version: msg`versione del formato non supportata da questa app`,
  unknown_field: msg`campo sconosciuto`,
  missing_field: msg`campo obbligatorio mancante`,
  unknown_value: msg`valore non ammesso`,
  missing_reference: msg`riferimento a un elemento che non è nel file`,
  duplicate_reference: msg`riferimento già usato`,
  no_options: msg`domanda a scelta senza opzioni`,
};

/** Every error of a pack with its path in the file, announced to screen readers as it appears. */
export function PackErrorList({ errors }: { errors: PackError[] }) {
  const { t, i18n } = useLingui();
  return (
    <div role="alert" className="packs__errors">
      <p>
        <Trans>Il file non può essere importato; non è stato scritto nulla:</Trans>
      </p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.path}:${error.code}`}>
            <code>{error.path || t`(intero file)`}</code>: {i18n._(MESSAGES[error.code])}
          </li>
        ))}
      </ul>
    </div>
  );
}
