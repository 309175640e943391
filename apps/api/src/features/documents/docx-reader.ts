import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DocxReadLimits {
  /** The conversion is abandoned (its thread terminated) after this long. */
  timeoutMs: number;
  /** V8 heap limit of the conversion's thread, in MiB. */
  maxHeapMb: number;
}

export const DEFAULT_DOCX_LIMITS: Readonly<DocxReadLimits> = Object.freeze({
  timeoutMs: 20_000,
  maxHeapMb: 512,
});

const MAMMOTH = createRequire(import.meta.url).resolve('mammoth');

/**
 * CommonJS run by a one-off worker thread: mammoth turns the .docx in workerData into HTML. Kept as source text
 * so it runs the same from src (tests) and dist (npm start) without a separate build output to locate.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mammoth = require(workerData.mammoth);
mammoth
  .convertToHtml({ buffer: Buffer.from(workerData.bytes) })
  .then((result) => parentPort.postMessage({ html: result.value }))
  .catch(() => parentPort.postMessage({ failed: true }));
`;

/** Why a .docx could not be read: damaged, or it outgrew the thread's time or memory (a decompression bomb). */
export class DocxReadError extends Error {
  constructor(readonly reason: 'damaged' | 'too_large') {
    super(`docx not read: ${reason}`);
  }
}

/**
 * Converts a .docx to HTML with mammoth on its own short-lived thread. A .docx is a ZIP archive: a small upload
 * can inflate to gigabytes or keep a core busy for seconds, and on the event loop that would stall every other
 * request or take the process down. On a thread with a heap limit and a deadline it only fails this upload.
 */
export function readDocxHtml(
  bytes: Uint8Array,
  limits: DocxReadLimits = DEFAULT_DOCX_LIMITS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { mammoth: MAMMOTH, bytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let settled = false;
    const settle = (outcome: { html: string } | DocxReadError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof DocxReadError) reject(outcome);
      else resolve(outcome.html);
    };
    const timer = setTimeout(() => settle(new DocxReadError('too_large')), limits.timeoutMs);
    worker.once('message', (message: { html?: string; failed?: true }) =>
      settle(typeof message.html === 'string' ? { html: message.html } : new DocxReadError('damaged')),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(new DocxReadError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'damaged')),
    );
    worker.once('exit', () => settle(new DocxReadError('damaged')));
  });
}
