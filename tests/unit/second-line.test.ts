/**
 * The files CI runs again on Node 22 (scripts/second-line.mjs): chosen from their imports, so a new test of a
 * server, a process or a script is on the second line without anyone listing it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {reasons, secondLine, unitFiles} from '../../scripts/second-line.mjs';

interface Choice {
  file: string;
  selected: boolean;
  why: string[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-second-line-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
};

describe('the unit files on the second Node line', () => {
  it('follows imports through our modules: a server two modules away selects the file; pure code and styles do not', async () => {
    write('src/server.ts', "import http from 'node:http';\nexport const start = () => http.createServer();\n");
    write('src/app.ts', "export {start} from './server';\n");
    write(
      'src/pure.ts',
      "import styles from './look.module.css';\nexport const add = (a: number) => a + 1 + String(styles).length;\n",
    );
    write('src/look.module.css', '.a{}');
    write('scripts/tool.mjs', 'export const tool = 1;\n');
    write('tests/unit/app.test.ts', "import {start} from '../../src/app';\nimport 'vitest';\nstart();\n");
    write(
      'tests/unit/pure.test.ts',
      "import fs from 'node:fs';\nimport {add} from '../../src/pure';\nadd(fs ? 1 : 0);\n",
    );
    write('tests/unit/tool.test.ts', "import {tool} from '../../scripts/tool.mjs';\nconsole.log(tool);\n");
    write('tests/unit/broken.test.ts', "import {gone} from '../../src/missing';\nconsole.log(gone);\n");
    write('tests/unit/helper.ts', 'export {};\n');
    write('tests/mock/spawn.mock.ts', "import {spawn} from 'node:child_process';\nspawn('true');\n");
    fs.mkdirSync(path.join(dir, 'tests/mock'), {recursive: true});
    expect(unitFiles(dir)).toEqual([
      'tests/mock/spawn.mock.ts',
      'tests/unit/app.test.ts',
      'tests/unit/broken.test.ts',
      'tests/unit/pure.test.ts',
      'tests/unit/tool.test.ts',
    ]);
    expect(await reasons('tests/unit/app.test.ts', dir)).toEqual(['http<server.ts']);
    expect(await reasons('tests/unit/pure.test.ts', dir)).toEqual([]);
    expect(await reasons('tests/unit/tool.test.ts', dir)).toEqual(['script scripts/tool.mjs']);
    const chosen = (await secondLine(dir)) as Choice[];
    const by = Object.fromEntries(chosen.map((c) => [c.file, c]));
    expect(by['tests/mock/spawn.mock.ts'].why).toEqual(['child_process<spawn.mock.ts']);
    expect(by['tests/unit/pure.test.ts'].selected).toBe(false);
    // A file the selection cannot follow runs on both lines, and says why.
    expect(by['tests/unit/broken.test.ts'].selected).toBe(true);
    expect(by['tests/unit/broken.test.ts'].why.join(' ')).toMatch(/not followed .*src\/missing.*: run on both/);
  });

  it("on the repository: the sandbox server's and the MCP server's tests are on it, the engine's pure suites are not, and every file is followed", async () => {
    const chosen = (await secondLine()) as Choice[];
    const by = Object.fromEntries(chosen.map((c) => [c.file, c]));
    expect(chosen.length).toBe(unitFiles().length);
    expect(chosen.filter((c) => c.why.some((w) => w.startsWith('not followed')))).toEqual([]);
    for (const file of [
      'tests/unit/sandbox-server.test.ts',
      'tests/unit/sandbox-state.test.ts',
      'tests/unit/mcp-stdin.test.ts',
      'tests/unit/serve.test.ts',
      'tests/unit/webhook-check.test.ts',
      'tests/mock/prism.mock.ts',
    ])
      expect(by[file]?.selected, file).toBe(true);
    for (const file of ['tests/unit/sandbox-engine.test.ts', 'tests/unit/search.test.ts', 'tests/unit/rules.test.ts'])
      expect(by[file]?.selected, file).toBe(file === 'tests/unit/rules.test.ts');
    // The whole run follows every file at once; a file followed on its own gives the same reasons.
    for (const file of ['tests/unit/sandbox-state.test.ts', 'tests/unit/serve.test.ts', 'tests/unit/search.test.ts'])
      expect(by[file].why, file).toEqual(await reasons(file));
  });
});
