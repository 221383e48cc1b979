// A function graph the size an operator grows on top of the built-in one:
// custom roles below the platform roles, sub-roles below them, and custom
// functions each in one to three roles, so that a role holds about as many
// direct children as the largest built-in role (NETWORK-MANAGER, 24).
// Added through the API (addFunction), as an administrator would.
import type { TestApp } from './app.ts';

export interface FunctionGraphShape {
  roles: number;
  subRolesPerRole: number;
  functions: number;
}

export const REALISTIC_FUNCTION_GRAPH: FunctionGraphShape = { roles: 8, subRolesPerRole: 2, functions: 240 };

const PLATFORM_ROLES = ['SYSTEM-ADMINISTRATOR', 'MSS-ANALYST', 'CUSTOMER-ADMINISTRATOR', 'STANDARD-USER'];

async function add(t: TestApp, name: string, parents: string[], role: boolean): Promise<void> {
  const res = await t.graphql(
    'mutation($i: AddFunctionInput!) { addFunction(input: $i) { function { id } } }',
    { i: { name, description: `${role ? 'Role' : 'Function'} ${name}`, parents: parents.map((parent) => ({ name: parent })), role } },
    { as: 'admin' },
  );
  if (res.body.errors) throw new Error(`addFunction ${name}: ${JSON.stringify(res.body.errors)}`);
}

/** Adds the graph; answers the names of the roles and functions added. */
export async function growFunctionGraph(t: TestApp, shape: FunctionGraphShape = REALISTIC_FUNCTION_GRAPH): Promise<{ roles: string[]; functions: string[] }> {
  const roles: string[] = [];
  for (let r = 0; r < shape.roles; r += 1) {
    const name = `ROLE-${r}`;
    await add(t, name, [PLATFORM_ROLES[r % PLATFORM_ROLES.length]!, ...(r % 3 === 0 ? ['SYSTEM-ADMINISTRATOR'] : [])].filter((v, i, a) => a.indexOf(v) === i), true);
    roles.push(name);
    for (let s = 0; s < shape.subRolesPerRole; s += 1) {
      const sub = `ROLE-${r}-${s}`;
      await add(t, sub, [name], true);
      roles.push(sub);
    }
  }
  const functions: string[] = [];
  for (let f = 0; f < shape.functions; f += 1) {
    const name = `fn${f}`;
    // One to three roles, spread evenly: every role ends up with about functions * 2 / roles children.
    const count = 1 + (f % 3);
    const parents = Array.from({ length: count }, (_, k) => roles[(f * 7 + k * 11) % roles.length]!).filter((v, i, a) => a.indexOf(v) === i);
    await add(t, name, parents, false);
    functions.push(name);
  }
  return { roles, functions };
}
