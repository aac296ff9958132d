import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverCodeId } from './code-id.js';

describe('serverCodeId', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'code-id-'));
    mkdirSync(path.join(root, 'lib'));
    writeFileSync(path.join(root, 'index.js'), 'export const a = 1;');
    writeFileSync(path.join(root, 'lib', 'b.js'), 'export const b = 2;');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same for the same code, and changes with any module, however deep', () => {
    const before = serverCodeId(root);
    expect(serverCodeId(root)).toBe(before);
    writeFileSync(path.join(root, 'lib', 'b.js'), 'export const b = 3;');
    expect(serverCodeId(root)).not.toBe(before);
  });

  it('changes with a module added or renamed', () => {
    const before = serverCodeId(root);
    writeFileSync(path.join(root, 'lib', 'c.js'), '');
    const added = serverCodeId(root);
    expect(added).not.toBe(before);
    rmSync(path.join(root, 'lib', 'c.js'));
    writeFileSync(path.join(root, 'lib', 'd.js'), '');
    expect(serverCodeId(root)).not.toBe(added);
  });

  it('leaves out tests, type declarations and source maps', () => {
    const before = serverCodeId(root);
    writeFileSync(path.join(root, 'lib', 'b.test.ts'), 'it("x", () => {});');
    writeFileSync(path.join(root, 'lib', 'b.d.ts'), 'export declare const b: number;');
    writeFileSync(path.join(root, 'lib', 'b.js.map'), '{}');
    expect(serverCodeId(root)).toBe(before);
  });

  it("names the code this process runs by default", () => {
    expect(serverCodeId()).toMatch(/^[\w-]{12}$/);
  });
});
