import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../../errors.js';
import { BUILTIN_ENGINE, type EngineEdit } from '../../plugins/app/engine-pool.js';

/** A stiff, formulaic paragraph of the kind writers bring; it states no facts or figures. */
export const SAMPLE_PARAGRAPH =
  "In today's fast-paced world, it is important to note that clear communication plays a pivotal role in " +
  'the success of any team. Furthermore, leveraging robust collaboration tools can help teams navigate the ' +
  'complexities of remote work. Moreover, it is worth mentioning that thoughtful writing fosters trust and ' +
  'ensures that every stakeholder is on the same page. In conclusion, organizations should utilize these ' +
  'strategies in order to unlock their full potential.';

export interface LiveExample {
  before: string;
  after_html: string;
  after_text: string;
  changes: EngineEdit[];
}

/** The landing page's live example: produced once by the real engine, then served from memory. */
export function liveExamples(app: FastifyInstance) {
  let cached: Promise<LiveExample> | undefined;

  const produce = async (): Promise<LiveExample> => {
    const engine = app.engines.get(BUILTIN_ENGINE)!;
    const result = await engine.rewrite(SAMPLE_PARAGRAPH, {
      mode: 'standard',
      strength: 'medium',
      keep: [],
      variant: 'us',
      seed: 0,
    });
    return {
      before: SAMPLE_PARAGRAPH,
      after_html: result.html,
      after_text: result.text,
      changes: result.edits,
    };
  };

  return {
    async get(): Promise<LiveExample> {
      cached ??= produce();
      try {
        return await cached;
      } catch (error) {
        cached = undefined;
        // The engine pool aborts its queued tasks when the app closes: a shutdown, not a failure.
        if (error instanceof Error && error.name === 'AbortError') {
          app.log.debug({ err: error }, 'live example interrupted by shutdown');
        } else {
          app.log.error({ err: error }, 'live example could not be produced');
        }
        throw serviceUnavailable('The live example is not available right now, please retry shortly');
      }
    },
  };
}
