// Fails when src/schema.ts or src/operations.ts no longer match openapi.json (the server's snapshot).
// The snapshot itself is compared with the live server by tests/surfaces/test_typescript_client.py.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "foldwise-ts-"));
let failed = false;
try {
  const fresh = join(dir, "schema.ts");
  execFileSync(process.execPath, [join(here, "node_modules/openapi-typescript/bin/cli.js"), join(here, "openapi.json"),
    "-o", fresh], { stdio: "pipe" });
  if (readFileSync(fresh, "utf8") !== readFileSync(join(here, "src/schema.ts"), "utf8")) {
    console.error("src/schema.ts is stale: run `npm run generate`");
    failed = true;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const spec = JSON.parse(readFileSync(join(here, "openapi.json"), "utf8"));
const wanted = Object.entries(spec.paths).filter(([path]) => path.startsWith("/api/v1/"))
  .flatMap(([, ops]) => Object.values(ops).map((op) => op.operationId)).sort();
const have = [...readFileSync(join(here, "src/operations.ts"), "utf8").matchAll(/^  (\w+): \{ method:/gm)]
  .map((m) => m[1]).sort();
if (JSON.stringify(wanted) !== JSON.stringify(have)) {
  console.error("src/operations.ts is stale: run `python scripts/gen_clients.py` from the repository root");
  failed = true;
}
if (failed) process.exit(1);
console.log(`generated files match openapi.json (${have.length} operations)`);
