// The layers of docs/architecture.md, checked on the imports themselves:
// src/ never imports the REST layer (rest-compat/) nor the composition root
// (app/) that puts the two together; a domain knows neither door (HTTP, the
// GraphQL schema and passes, the command line) nor the demo data (src/seed/);
// rest-compat/ and the schema parse, call and return, so neither loads the
// Prisma client or the database layer (the schema may name Prisma's row
// types, which plugin-prisma's fields are typed with).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Import {
  /** The importing file, relative to the repository (src/domains/...). */
  from: string;
  /** What it imports: a repository path for relative specifiers, else the package name. */
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Static imports, re-exports and dynamic `import()`s of one file, as the TypeScript parser sees them. */
export function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = specifier.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), specifier)) : specifier;
    found.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

function importsUnder(...dirs: string[]): Import[] {
  return dirs.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((path) => importsOf(relative(root, path), readFileSync(path, 'utf8')));
}

const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
const show = (i: Import) => `${i.from} -> ${i.to}${i.typeOnly ? ' (type)' : ''}`;
const PRISMA = (to: string) => under(to, 'src/generated/prisma') || to.startsWith('@prisma/');

describe('layering: who may import whom', () => {
  const imports = importsUnder('app', 'src', 'rest-compat');
  const from = (dir: string) => imports.filter((i) => under(i.from, dir));

  it('reads the imports it judges', () => {
    expect(from('src/domains').length).toBeGreaterThan(200);
    expect(from('src/schema').length).toBeGreaterThan(100);
    expect(from('rest-compat').length).toBeGreaterThan(50);
    // The composition root is where src/ and rest-compat/ meet: the scan must see that edge.
    expect(from('app').filter((i) => under(i.to, 'rest-compat')).length).toBeGreaterThan(0);
  });

  it('src/ imports nothing from rest-compat/ or from the composition root app/', () => {
    expect(from('src').filter((i) => under(i.to, 'rest-compat') || under(i.to, 'app')).map(show)).toEqual([]);
  });

  it('a domain imports neither the demo data (src/seed/) nor a door (HTTP, schema, GraphQL passes, command line)', () => {
    const doors = ['src/seed', 'src/http', 'src/schema', 'src/graphql', 'src/cli', 'src/cli.ts', 'src/server.ts', 'src/main.ts'];
    expect(from('src/domains').filter((i) => doors.some((dir) => under(i.to, dir))).map(show)).toEqual([]);
  });

  it('rest-compat/ touches neither the Prisma client nor the database layer', () => {
    expect(from('rest-compat').filter((i) => PRISMA(i.to) || under(i.to, 'src/db')).map(show)).toEqual([]);
  });

  it('the schema loads neither the Prisma client nor the database layer (row types only)', () => {
    expect(from('src/schema').filter((i) => !i.typeOnly && (PRISMA(i.to) || under(i.to, 'src/db'))).map(show)).toEqual([]);
  });

  it('the scan tells a value import from a type import, and sees re-exports and import()', () => {
    const seen = importsOf(
      'src/domains/x/y.ts',
      [
        "import { a } from '../../seed/demo.ts';",
        "import type { B } from '../../../rest-compat/route.ts';",
        "import { type C } from '@prisma/client';",
        "export { d } from '../../http/e.ts';",
        "const f = await import('../../../app/server.ts');",
      ].join('\n'),
    );
    expect(seen.map((i) => [i.to, i.typeOnly])).toEqual([
      ['src/seed/demo.ts', false],
      ['rest-compat/route.ts', true],
      ['@prisma/client', true],
      ['src/http/e.ts', false],
      ['app/server.ts', false],
    ]);
  });
});
