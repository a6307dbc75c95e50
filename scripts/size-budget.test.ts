import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { staticImports } from './size-budget.mjs';

describe('size budget', () => {
  it('follows static imports and re-exports but not dynamic imports', () => {
    const code = 'import{a as b}from"./react-X.js";import"./side-Y.js";export{c}from"./z-Z.js";const p=()=>import("./lazy-L.js");';
    expect(staticImports(code)).toEqual(['./react-X.js', './side-Y.js', './z-Z.js']);
  });
});
