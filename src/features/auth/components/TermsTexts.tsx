import { Trans } from '@lingui/react/macro';

/** The terms of service shown on /terms-and-privacy (version in terms.ts). */
export function TermsText() {
  return (
    <div className="terms-text">
      <p>
        <Trans>
          La piattaforma è messa a disposizione dalla tua organizzazione per svolgere assessment individuali e di team e
          seguire percorsi di coaching. L'accesso è riservato agli utenti registrati dalla propria organizzazione.
        </Trans>
      </p>
      <p>
        <Trans>
          Ti impegni a usare le tue credenziali solo personalmente, a rispondere agli assessment in buona fede e a non
          condividere con terzi i contenuti dei percorsi di coaching.
        </Trans>
      </p>
      <p>
        <Trans>
          I risultati degli assessment sono visibili a te e, nei limiti dei ruoli previsti, ai responsabili del tuo team
          e agli amministratori della tua organizzazione.
        </Trans>
      </p>
    </div>
  );
}

/** The privacy policy shown on /terms-and-privacy. */
export function PrivacyText() {
  return (
    <div className="terms-text">
      <p>
        <Trans>
          Trattiamo i dati del tuo profilo, le risposte agli assessment, i punteggi e l'avanzamento nei percorsi di
          coaching per fornire il servizio alla tua organizzazione.
        </Trans>
      </p>
      <p>
        <Trans>
          Alcuni dati sono conservati anche sul tuo dispositivo per permetterti di lavorare senza connessione; vengono
          rimossi quando esci dall'account.
        </Trans>
      </p>
      <p>
        <Trans>
          I dati sono conservati per la durata del contratto con la tua organizzazione più 2 anni. Puoi chiedere
          accesso, rettifica o cancellazione dei tuoi dati all'amministratore della tua organizzazione.
        </Trans>
      </p>
    </div>
  );
}
