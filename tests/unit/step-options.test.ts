import {describe, expect, it} from 'vitest';
import remarkApiReference from '../../plugins/api-reference/remark';
import remarkRules from '../../plugins/rules';
import remarkMermaidSvg from '../../plugins/mermaid-svg';
import remarkStaticCode from '../../plugins/code-highlight';
import rehypeLongCode from '../../plugins/long-code';
import rehypeTableSize from '../../plugins/table-size';
import rehypeTableStack from '../../plugins/table-stack';
import rehypeLaterSections from '../../plugins/later-sections';
import rehypeTaskListLabels from '../../plugins/task-list-labels';
import remarkTocBadges from '../../src/docusaurus/toc-badges';
import {markdownSteps} from '../../plugins/markdown-steps';
import {apiReferenceOptions} from '../../openapi/site';

describe('remark and rehype steps validate their options as plugins do', () => {
  const steps = {
    remarkRules,
    remarkMermaidSvg,
    remarkTocBadges,
    rehypeLongCode,
    rehypeTableSize,
    rehypeTableStack,
    rehypeLaterSections,
    rehypeTaskListLabels,
  };
  for (const [name, step] of Object.entries(steps))
    it(`${name} takes no options, and names itself when given one`, () => {
      expect(() => (step as (o?: unknown) => unknown)()).not.toThrow();
      expect(() => (step as (o?: unknown) => unknown)({strict: true})).toThrow(
        new RegExp(`^${name}: invalid options: .*"strict" is not allowed`),
      );
    });

  it('remarkStaticCode takes the site folder only, and names itself when given another option', () => {
    expect(() => remarkStaticCode()).not.toThrow();
    expect(() => remarkStaticCode({root: '/site'})).not.toThrow();
    expect(() => remarkStaticCode({strict: true})).toThrow(
      /^remarkStaticCode: invalid options: .*"strict" is not allowed/,
    );
    expect(() => remarkStaticCode({root: 1})).toThrow(/^remarkStaticCode: invalid options: .*"root" must be a string/);
  });

  it("remarkApiReference takes the plugin's options and refuses a misspelt one or a bad prefix", () => {
    expect(() =>
      remarkApiReference({configFile: 'openapi/redocly.yaml', restricted: {provider: '/provider'}}),
    ).not.toThrow();
    expect(() => remarkApiReference({configfile: 'x'} as never)).toThrow(
      /remarkApiReference: invalid options: "configfile" is not allowed/,
    );
    expect(() => remarkApiReference({restricted: {provider: '/provider/'}})).toThrow(
      /route prefix without trailing slash/,
    );
  });

  it('every step the site runs (plugins/markdown-steps.ts) refuses an unknown option, naming itself', () => {
    const {beforeDefaultRemarkPlugins, remarkPlugins, rehypePlugins} = markdownSteps(apiReferenceOptions);
    const steps = [...beforeDefaultRemarkPlugins, ...remarkPlugins, ...rehypePlugins];
    expect(steps.length).toBe(10);
    for (const step of steps) {
      const [plugin, options] = Array.isArray(step) ? step : [step, {}];
      const run = plugin as (o?: unknown) => unknown;
      expect(() => run(options)).not.toThrow();
      expect(() => run({...(options as object), strict: true})).toThrow(
        new RegExp(`^${plugin.name}: invalid options: .*"strict" is not allowed`),
      );
    }
  });
});
