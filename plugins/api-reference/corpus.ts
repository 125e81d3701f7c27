/**
 * One public API description through the compiler's stages after lint (the house rules are ours, not the
 * world's): bundle (@redocly/openapi-core), page model (3.0 normalised, examples generated and validated,
 * code samples), the page's headings and HTML fragments, and the Markdown twin. Used by the corpus unit
 * test (tests/fixtures/corpus) and by scripts/compile-corpus.mjs over a whole package of descriptions.
 * An invalid description ends in a CorpusInvalid naming file#pointer; any other exception is a crash.
 */
import path from 'node:path';
import {SpecError} from './resolve';
import {formatProblem} from './compile';
import {buildPageModel} from './model';
import {markdownToHtml} from './markdown';
import {generateSamples} from './samples';
import {emitReference} from './emit';
import {referenceMarkdown} from './markdown-twin';

export interface CorpusResult {
  file: string;
  openapi: string;
  operations: number;
  webhooks: number;
  schemas: number;
  fragments: number;
  /** Warnings the build would print (examples that could not be generated), `file#pointer: ...`. */
  warnings: string[];
}

/** The description is not valid OpenAPI 3.0/3.1 (or not OpenAPI): the message names file#pointer. */
export class CorpusInvalid extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorpusInvalid';
  }
}

type Problem = Parameters<typeof formatProblem>[0];

let defaultConfig: Promise<import('@redocly/openapi-core').Config> | undefined;

export async function compileDescription(file: string, cwd = process.cwd()): Promise<CorpusResult> {
  const core = await import('@redocly/openapi-core');
  defaultConfig ??= core.createConfig({});
  const config = await defaultConfig;
  const result = await core.bundle({ref: path.resolve(file), config, dereference: false});
  const errors = (result.problems as unknown as Problem[])
    .filter((p) => p.severity === 'error')
    .map((p) => formatProblem(p, cwd));
  if (errors.length) throw new CorpusInvalid(errors.slice(0, 3).join('\n'));
  const bundled = result.bundle.parsed as Record<string, unknown>;
  if (!bundled || typeof bundled !== 'object') throw new CorpusInvalid(`${file}#: not a JSON or YAML object`);
  const relative = path.relative(cwd, file);
  const warnings: string[] = [];
  try {
    const model = buildPageModel('corpus', bundled, {
      file: relative,
      md: markdownToHtml,
      samples: generateSamples,
      warn: (message) => warnings.push(message),
    });
    const emitted = emitReference(model, {
      downloads: [],
      fragmentsUrl: '/openapi/corpus.fragments.json',
      samplesUrl: '/openapi/corpus.samples.json',
      // Unique anchors are a house rule of the site's descriptions; another description's collisions are renamed.
      onAnchorCollision: (message) => warnings.push(`${relative}: ${message}`),
    });
    referenceMarkdown(model, {downloads: []});
    return {
      file: relative,
      openapi: String(bundled.openapi ?? bundled.swagger),
      operations: model.tags.reduce((n, t) => n + t.operations.length, 0),
      webhooks: model.webhooks.length,
      schemas: Object.keys(model.schemas).length,
      fragments: emitted.fragments.length,
      warnings,
    };
  } catch (error) {
    if (error instanceof SpecError) throw new CorpusInvalid(error.message);
    throw error;
  }
}
