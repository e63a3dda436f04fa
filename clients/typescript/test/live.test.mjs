// The built client against a real `foldwise serve` this test starts: organize a folder, watch its progress
// events, roll it back; typed errors; streamed files; and the wait after a 429 (a local stub server).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

import { ApiError, FoldwiseClient } from "../dist/index.js";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const python = process.env.FOLDWISE_PYTHON ??
  (existsSync(join(repo, ".venv/bin/python")) ? join(repo, ".venv/bin/python") : "python3");
const PASSWORD = "correct-horse-battery-9";
const YEAR_2021 = new Date("2021-02-01T00:00:00Z");

let server;
let baseUrl;
let home;
let inbox;

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
}

before(async () => {
  home = mkdtempSync(join(tmpdir(), "foldwise-ts-home-"));
  const root = join(home, "root");
  inbox = join(root, "inbox");
  mkdirSync(inbox, { recursive: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("FOLDWISE_")));
  Object.assign(env, { FOLDWISE_HOME: home, FOLDWISE_ROOTS: root, FOLDWISE_AUTH__REGISTRATION_OPEN: "true" });
  server = spawn(python, ["-m", "foldwise", "serve", "--port", String(port)], { env, stdio: "ignore" });
  await waitFor(async () => {
    try {
      return (await fetch(`${baseUrl}/api/v1/health`)).ok;
    } catch {
      return false;
    }
  }, "the server to answer");
});

after(() => {
  server?.kill("SIGTERM");
  if (home) rmSync(home, { recursive: true, force: true });
});

test("organize a folder, watch its progress events, roll it back", async () => {
  const client = new FoldwiseClient(baseUrl);
  await client.api.post_auth_register({ body: { username: "admin", password: PASSWORD, email: "admin@example.com" } });
  await client.login("admin", PASSWORD);
  for (const name of ["report.pdf", "notes.txt", "photo.jpg"]) {
    writeFileSync(join(inbox, name), `content of ${name}`);
    utimesSync(join(inbox, name), YEAR_2021, YEAR_2021);
  }
  const preview = await client.api.post_organize_preview({ body: { path: inbox, methodology: "default" } });
  assert.ok(preview.plan.operations.length > 0);
  const jobId = preview.job_id;

  const seen = [];
  for await (const event of client.events({ channels: [`job:${jobId}`] })) {
    seen.push(event);
    if (event.type === "subscribed") {
      const started = await client.api.post_organize_execute({ body: { job_id: jobId } });
      assert.equal(started.id, jobId);
    }
    if (event.type === "organize_complete") break;
  }
  const kinds = seen.map((e) => e.type);
  assert.equal(kinds[0], "connected");
  assert.ok(kinds.includes("organize_progress"), kinds.join(","));
  const progress = seen.filter((e) => e.type === "organize_progress").map((e) => e.progress);
  assert.ok(progress.every((p) => typeof p === "number" && p >= 0 && p <= 100), String(progress));
  assert.ok(seen.filter((e) => e.type.startsWith("organize_")).every((e) => e.job_id === jobId));

  const job = await client.api.get_organize_status_job_id({ path: { job_id: jobId } });
  assert.equal(job.status, "completed");
  assert.ok(!existsSync(join(inbox, "report.pdf")), "report.pdf was moved");

  await client.api.post_organize_jobs_job_id_rollback({ path: { job_id: jobId } });
  await waitFor(() => existsSync(join(inbox, "report.pdf")), "the rollback");
  assert.deepEqual(files(inbox), ["notes.txt", "photo.jpg", "report.pdf"]);
  assert.deepEqual(readdirSync(inbox).sort(), ["notes.txt", "photo.jpg", "report.pdf"]);
});

test("errors are typed ApiErrors with the contract's code", async () => {
  const anonymous = new FoldwiseClient(baseUrl);
  await assert.rejects(anonymous.api.get_auth_me(), (error) =>
    error instanceof ApiError && error.status === 401 && typeof error.code === "string");
  const client = new FoldwiseClient(baseUrl);
  await client.login("admin", PASSWORD);
  await assert.rejects(client.api.get_organize_status_job_id({ path: { job_id: "no-such-job" } }),
    (error) => error instanceof ApiError && error.status === 404 && error.code === "not_found");
  await assert.rejects(anonymous.events().next(), (error) => error instanceof ApiError && error.status === 401);
});

test("upload and download carry the bytes", async () => {
  const client = new FoldwiseClient(baseUrl);
  await client.login("admin", PASSWORD);
  const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 7) % 251);
  const uploaded = await client.upload(inbox, "blob.bin", bytes);
  assert.ok(uploaded);
  assert.deepEqual(new Uint8Array(readFileSync(join(inbox, "blob.bin"))), bytes);
  assert.deepEqual(new Uint8Array(await client.download(join(inbox, "blob.bin"))), bytes);
});

test("a 429 is retried after the Retry-After it names", async () => {
  const times = [];
  const stub = createServer((request, response) => {
    times.push(Date.now());
    if (times.length < 3) {
      response.writeHead(429, { "Content-Type": "application/json", "Retry-After": "0.3" });
      response.end(JSON.stringify({ error: "rate_limited", message: "slow down", details: null }));
    } else {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ success: true, data: { status: "ok" } }));
    }
  });
  await new Promise((resolve) => stub.listen(0, "127.0.0.1", resolve));
  try {
    const client = new FoldwiseClient(`http://127.0.0.1:${stub.address().port}`);
    assert.deepEqual(await client.api.get_health(), { status: "ok" });
    assert.equal(times.length, 3);
    assert.ok(times[2] - times[0] >= 550, `waited ${times[2] - times[0]} ms`);
    times.length = 0;
    const impatient = new FoldwiseClient(`http://127.0.0.1:${stub.address().port}`, { maxRetries: 0 });
    await assert.rejects(impatient.api.get_health(), (error) =>
      error instanceof ApiError && error.status === 429 && error.retryAfter === 0.3 && error.code === "rate_limited");
  } finally {
    stub.close();
  }
});
