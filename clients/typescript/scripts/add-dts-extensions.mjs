// Adds the `.js` (or `/index.js`) that Node's ES module resolution needs to every relative
// import in the declarations tsc wrote: the generated SDK imports '../runtime', which a
// TypeScript project under "moduleResolution": "node16"/"nodenext" cannot resolve in an ES
// module package. Usage: node scripts/add-dts-extensions.mjs dist/types
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

function withExtension(file, specifier) {
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, "index.d.ts"))) return `${specifier.replace(/\/$/, "")}/index.js`;
  if (/\.js$/.test(specifier) && existsSync(target.replace(/\.js$/, ".d.ts"))) return specifier;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(path);
    else if (entry.name.endsWith(".d.ts")) yield path;
  }
}

const root = process.argv[2];
if (!root) throw new Error("usage: add-dts-extensions.mjs <declarations directory>");
for (const file of declarations(root)) {
  const text = readFileSync(file, "utf8");
  const fixed = text.replace(SPECIFIER, (_, lead, quote, specifier) =>
    `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (fixed !== text) writeFileSync(file, fixed);
}
