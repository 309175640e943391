import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { liveExamples } from './examples.js';

function appWith(rewrite: () => Promise<unknown>) {
  const log = { error: vi.fn(), debug: vi.fn() };
  const app = { engines: { get: () => ({ rewrite }) }, log } as unknown as FastifyInstance;
  return { app, log };
}

describe('liveExamples', () => {
  it('logs an engine failure as an error and answers 503', async () => {
    const { app, log } = appWith(() => Promise.reject(new Error('worker crashed')));
    await expect(liveExamples(app).get()).rejects.toMatchObject({ statusCode: 503 });
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('treats a task aborted by the closing pool as a shutdown, not an error', async () => {
    const aborted = Object.assign(new Error('The task has been aborted'), { name: 'AbortError' });
    const { app, log } = appWith(() => Promise.reject(aborted));
    await expect(liveExamples(app).get()).rejects.toMatchObject({ statusCode: 503 });
    expect(log.error).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledOnce();
  });
});
