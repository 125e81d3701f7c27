/**
 * The one `$ref` follower (src/shared/refs.ts) and its three callers: the sandbox's `resolveRef`, the
 * compiler's `deref` and the MCP server's schema inlining read the same chains, and meet a cycle by the same
 * rule (a `$ref` already followed on the way), each answering it its own way. And the first documented example.
 */
import {describe, expect, it} from 'vitest';
import {firstExample, followRef} from '../../src/shared/refs';
import {resolveRef} from '../../src/sandbox/openapi';
import {deref} from '../../plugins/api-reference/resolve';
import {ApiCatalog} from '../../src/mcp/api';
import type {McpData} from '../../src/mcp/data';

const doc = {
  components: {
    parameters: {Page: {$ref: '#/components/parameters/PageInQuery'}, PageInQuery: {name: 'page', in: 'query'}},
    schemas: {
      Loop: {$ref: '#/components/schemas/Pool'},
      Pool: {$ref: '#/components/schemas/Loop'},
      Node: {type: 'object', properties: {next: {$ref: '#/components/schemas/Node'}, label: {type: 'string'}}},
      Gone: {$ref: '#/components/schemas/Nowhere'},
      Far: {$ref: 'other.yaml#/Thing'},
    },
  },
};

describe('one $ref follower', () => {
  it('follows a chain to the node without a $ref, with its pointer', () => {
    const followed = followRef(doc, {$ref: '#/components/parameters/Page'}, '#/x');
    expect(followed).toEqual({value: {name: 'page', in: 'query'}, pointer: '#/components/parameters/PageInQuery'});
    expect(resolveRef(doc, {$ref: '#/components/parameters/Page'}, '#/x').value).toEqual({name: 'page', in: 'query'});
    expect(deref(doc, {$ref: '#/components/parameters/Page'}, 'a.yaml', '/x')).toEqual({name: 'page', in: 'query'});
  });

  it('names the cycle, the missing target and the external $ref; each caller answers them its way', () => {
    expect(followRef(doc, {$ref: '#/components/schemas/Loop'}, '')).toMatchObject({
      problem: {kind: 'cycle', ref: '#/components/schemas/Loop'},
    });
    expect(followRef(doc, {$ref: '#/components/schemas/Gone'}, '')).toMatchObject({problem: {kind: 'missing'}});
    expect(followRef(doc, {$ref: '#/components/schemas/Far'}, '')).toMatchObject({problem: {kind: 'external'}});
    // The compiler fails the build naming the file and pointer; the sandbox reads an empty object.
    expect(() => deref(doc, {$ref: '#/components/schemas/Loop'}, 'a.yaml', '/p')).toThrow(
      'a.yaml#/p: $ref cycle through "#/components/schemas/Loop"',
    );
    expect(() => deref(doc, {$ref: '#/components/schemas/Gone'}, 'a.yaml', '/p')).toThrow(/does not resolve/);
    expect(() => deref(doc, {$ref: '#/components/schemas/Far'}, 'a.yaml', '/p')).toThrow(/external \$ref/);
    expect(resolveRef(doc, {$ref: '#/components/schemas/Loop'}, '').value).toEqual({});
  });

  it('MCP inlines a schema and leaves a $ref where it recurs, by the same rule', () => {
    const data = {apis: [{id: 'x', family: 'toolkit', title: 'X', bundle: JSON.stringify(doc)}]} as unknown as McpData;
    const catalog = new ApiCatalog(data);
    expect(catalog.deref('x', {$ref: '#/components/schemas/Node'})).toEqual({
      type: 'object',
      properties: {next: {$ref: '#/components/schemas/Node'}, label: {type: 'string'}},
    });
    expect(catalog.deref('x', {$ref: '#/components/schemas/Loop'})).toEqual({$ref: '#/components/schemas/Loop'});
  });
});

describe('the first documented example', () => {
  it('is the first named example (resolved), else `example`, else none', () => {
    const examples = {one: {$ref: '#/e/one'}, two: {value: 2}};
    const resolve = (node: unknown) => resolveRef({e: {one: {value: 1}}}, node, '').value;
    expect(firstExample({examples}, resolve)).toEqual({value: 1});
    expect(firstExample({examples: {two: {value: 2}}, example: 3})).toEqual({value: 2});
    expect(firstExample({example: 3})).toEqual({value: 3});
    expect(firstExample({examples: {}})).toBeUndefined();
    expect(firstExample(undefined)).toBeUndefined();
  });
});
