import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '../config.ts';
import { HttpError } from './errors.ts';

function tooLarge(): HttpError {
  return new HttpError(413, {
    code: 'PGRST413',
    message: `Payload too large: the request body exceeds ${MAX_BODY_BYTES} bytes`,
    details: null,
    hint: null,
  });
}

/** Reads the whole body, refusing (413) anything above 1 MiB without buffering it. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
