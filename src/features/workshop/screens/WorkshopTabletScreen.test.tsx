// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import {
  cacheBundle,
  createDeviceKeys,
  saveDevice,
  saveWorkshopCode,
  type WorkshopBundle,
} from '../../../offline/workshop';
import { WorkshopTabletScreen } from './WorkshopTabletScreen';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const BRUNO = '00000000-0000-4000-8000-0000000000b2';
const participants = [
  { user_id: ANNA, full_name: 'Anna Rossi' },
  { user_id: BRUNO, full_name: 'Bruno Bianchi' },
];

const assessment = (user: string, id: string, type: string) => ({
  id,
  user_id: user,
  team_id: null,
  completed_at: null,
  score: null,
  answers: {},
  answer_times: {},
  assessment_type: type,
  template_id: null,
  time_limit_minutes: null,
  started_at: null,
  evaluation_type: 'self',
  assignment_id: null,
  target_user_id: null,
  created_at: '2026-01-01T09:00:00Z',
});

beforeEach(async () => {
  const { privateKey, publicJwk } = await createDeviceKeys();
  await saveDevice({
    id: 'device-1',
    organizationId: null,
    teamId: 'team-1',
    teamName: 'Alpha',
    sessionId: null,
    label: 'Tablet 1',
    workshopDate: '2026-01-01',
    uploadUntil: '2026-01-15T00:00:00Z',
    preparedBy: 'coach-1',
    preparedAt: '2026-01-01T08:00:00Z',
    participants,
    privateKey,
    publicJwk,
  });
  await saveWorkshopCode('tigre-42', undefined, 1_000);
  await cacheBundle({
    device: {},
    team: { id: 'team-1', name: 'Alpha' },
    participants,
    session: null,
    phases: [],
    activities: [],
    forms: [],
    progress: [],
    assessments: [assessment(ANNA, 'a-anna', 'tpm'), assessment(BRUNO, 'a-bruno', 'disc')],
  } as unknown as WorkshopBundle);
});

afterEach(cleanup);

/** The app's answering screen stands in as a line naming whose assessment it shows, and its way back. */
function Answering({ ownerId, assessmentId }: { ownerId: string; assessmentId: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <p>{`answering ${assessmentId} as ${ownerId}`}</p>
      <button onClick={() => navigate('/workshop')}>back</button>
    </div>
  );
}

function renderTablet(at = '/workshop') {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <WorkshopTabletScreen
          pushConfig={null}
          renderAssessment={(ownerId, assessmentId) => <Answering ownerId={ownerId} assessmentId={assessmentId} />}
          renderActivity={(ownerId, _s, activityId) => <p>{`activity ${activityId} as ${ownerId}`}</p>}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

async function startTurn(user: ReturnType<typeof userEvent.setup>, name: string, code = 'tigre-42') {
  await user.click(await screen.findByRole('button', { name }));
  await user.type(screen.getByLabelText(/Codice del workshop/), code);
  await user.click(screen.getByRole('button', { name: 'Conferma' }));
}

it('shows each participant only their own work, and nothing of the previous turn', async () => {
  const user = userEvent.setup();
  renderTablet();
  await startTurn(user, 'Anna Rossi');
  expect(await screen.findByText('TPM')).toBeInTheDocument();
  expect(screen.queryByText('DISC')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Inizia' }));
  expect(await screen.findByText(`answering a-anna as ${ANNA}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'back' }));
  await user.click(await screen.findByRole('button', { name: 'Fine turno' }));

  await startTurn(user, 'Bruno Bianchi');
  expect(await screen.findByText('DISC')).toBeInTheDocument();
  expect(screen.queryByText('TPM')).not.toBeInTheDocument();
  expect(screen.queryByText(/Anna/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Inizia' }));
  expect(await screen.findByText(`answering a-bruno as ${BRUNO}`)).toBeInTheDocument();
});

it('starts no turn with a wrong code, and a link to an assessment still asks for a name and the code', async () => {
  const user = userEvent.setup();
  renderTablet('/workshop?assessment=a-anna');
  expect(screen.queryByText(/answering/)).not.toBeInTheDocument();
  await startTurn(user, 'Anna Rossi', 'sbagliato');
  expect(await screen.findByRole('alert')).toHaveTextContent('Codice errato');
  expect(screen.queryByText('TPM')).not.toBeInTheDocument();
  expect(screen.queryByText(/answering/)).not.toBeInTheDocument();
});
