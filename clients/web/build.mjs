// Builds the web table into one folder: play.js (src/main.ts and the SDK sources it imports,
// bundled and minified by esbuild), play.css, boards.css and index.html (copied). By default the folder
// is ../../service/static/play, which is committed, so the service serves the page on a
// machine without Node; `node build.mjs DIR` writes DIR instead (the drift test does).
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "..", "..", "service", "static", "play"));
mkdirSync(out, { recursive: true });
await esbuild.build({
  entryPoints: [join(here, "src", "main.ts")],
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: true,
  legalComments: "none",
  charset: "utf8",
  outfile: join(out, "play.js"),
  logLevel: "warning",
});
for (const name of ["index.html", "play.css", "boards.css"]) copyFileSync(join(here, "src", name), join(out, name));
console.log(`built the web table in ${out}`);
