// `npm run build` starts afresh: declarations of models the generator no longer writes go too.
import { rmSync } from "node:fs";

rmSync("dist", { recursive: true, force: true });
