import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseKeepWords } from '@wordwright/contracts';
import { createEngine, OptionsError, type RewriteOptions, resolveOptions } from './index.js';

const USAGE = `Usage: wordwright rewrite [--mode standard|fluent|academic|casual|concise] [--strength light|medium|strong]
                         [--seed n] [--keep "a,b"] [--variant us|uk] [--json | --jsonl] [FILE]

Reads FILE, or standard input without one, and writes the rewrite to standard output.
  --keep    words or phrases to leave untouched, separated by ',', '，', '、' or ';'
  --variant spelling to write in; without it the text keeps its own (British when its British spellings
            outnumber its American ones)
  --json    print the full result (text, edits, summary) as JSON
  --jsonl   read JSON lines {"id","text","options"?} and write one line {"id","text","edits","summary"} each`;

class UsageError extends Error {}

interface Parsed {
  options: Partial<RewriteOptions>;
  json: boolean;
  jsonl: boolean;
  file?: string;
}

function parseArgs(argv: readonly string[]): Parsed {
  const [command, ...rest] = argv;
  if (command !== 'rewrite')
    throw new UsageError(command ? `Unknown command "${command}"` : 'Missing command');
  const parsed: Parsed = { options: {}, json: false, jsonl: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const value = (): string => {
      const next = rest[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    switch (arg) {
      case '--mode':
        parsed.options.mode = value() as RewriteOptions['mode'];
        break;
      case '--strength':
        parsed.options.strength = value() as RewriteOptions['strength'];
        break;
      case '--variant':
        parsed.options.variant = value() as RewriteOptions['variant'];
        break;
      case '--seed': {
        const raw = value();
        const seed = Number(raw);
        if (!Number.isSafeInteger(seed)) throw new UsageError(`Invalid --seed "${raw}": expected an integer`);
        parsed.options.seed = seed;
        break;
      }
      case '--keep':
        parsed.options.keep = parseKeepWords(value());
        break;
      case '--json':
        parsed.json = true;
        break;
      case '--jsonl':
        parsed.jsonl = true;
        break;
      case '-h':
      case '--help':
        throw new UsageError('');
      default:
        if (arg.startsWith('-')) throw new UsageError(`Unknown option "${arg}"`);
        if (parsed.file)
          throw new UsageError(`Only one FILE may be given (got "${parsed.file}" and "${arg}")`);
        parsed.file = arg;
    }
  }
  if (parsed.json && parsed.jsonl) throw new UsageError('--json and --jsonl cannot be combined');
  // Check the options before reading any input, so a typo fails fast with a usage error.
  try {
    resolveOptions(parsed.options);
  } catch (error) {
    if (error instanceof OptionsError) throw new UsageError(error.message);
    throw error;
  }
  return parsed;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function runJsonl(parsed: Parsed): Promise<number> {
  const engine = createEngine();
  const input = parsed.file ? createReadStream(parsed.file) : process.stdin;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let status = 0;
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    try {
      const row = JSON.parse(line) as { id?: unknown; text?: unknown; options?: Partial<RewriteOptions> };
      if (typeof row.text !== 'string') throw new Error('"text" must be a string');
      const result = engine.rewrite(row.text, { ...parsed.options, ...row.options });
      process.stdout.write(
        `${JSON.stringify({ id: row.id, text: result.text, edits: result.edits, summary: result.summary })}\n`,
      );
    } catch (error) {
      status = 1;
      console.error(`line ${n}: ${(error as Error).message}`);
    }
  }
  return status;
}

/** The `wordwright` command line. Returns the exit code: 0 done, 1 failed, 2 usage error. */
export async function main(argv: string[]): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`wordwright: ${error.message}`);
      console.error(USAGE);
      return 2;
    }
    throw error;
  }
  try {
    if (parsed.jsonl) return await runJsonl(parsed);
    const text = parsed.file ? await readFile(parsed.file, 'utf8') : await readStdin();
    const result = createEngine().rewrite(text, parsed.options);
    process.stdout.write(parsed.json ? `${JSON.stringify(result, null, 2)}\n` : result.text);
    return 0;
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(`wordwright: ${error.message}`);
      console.error(USAGE);
      return 2;
    }
    console.error(`wordwright: ${(error as Error).message}`);
    return 1;
  }
}
