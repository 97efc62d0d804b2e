// The HTTP side of `npm run bench:backend`, in a worker thread: supabase-js clients, as the app's
// browsers would be, do not share the backend's thread (PGlite and the HTTP server run on the main one).
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { answersPatch, measure, QUESTION_COLUMNS } from './backend-measure.ts';

export interface ClientsSetup {
  url: string;
  floorUrl: string;
  anonKey: string;
  token: string;
  templateId: string;
  assessmentId: string;
  itemCode: string;
  startedAt: number;
  maxClients: number;
}
export interface CellRequest {
  op: 'read' | 'patch' | 'read-floor';
  concurrency: number;
  cellMs: number;
}

const setup = workerData as ClientsSetup;
const clientOf = (url: string) =>
  createClient(url, setup.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${setup.token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
const clients = Array.from({ length: setup.maxClients }, () => clientOf(setup.url));
// The same supabase-js call against the floor server (backend-floor.ts).
const floorClient = clientOf(setup.floorUrl);
const readQuestions = async (client: typeof floorClient) => {
  const { error } = await client
    .from('assessment_questions')
    .select(QUESTION_COLUMNS)
    .eq('template_id', setup.templateId)
    .eq('language', 'it')
    .order('order_index');
  if (error) throw new Error(error.message);
};
let tick = 0;

const ops = {
  read: (w: number) => readQuestions(clients[w]!),
  'read-floor': () => readQuestions(floorClient),
  patch: async (w: number) => {
    const { error } = await clients[w]!.from('assessments')
      .update(answersPatch(setup.itemCode, setup.startedAt, tick++))
      .eq('id', setup.assessmentId);
    if (error) throw new Error(error.message);
  },
};

parentPort!.on('message', (cell: CellRequest) => {
  void measure(cell.concurrency, cell.cellMs, ops[cell.op]).then((stats) => parentPort!.postMessage(stats));
});
