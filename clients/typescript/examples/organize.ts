// Organize a folder, follow its progress, roll it back: the client as an application uses it.
import { ApiError, FoldwiseClient } from "../src/index.js";

export async function organizeAndUndo(baseUrl: string, apiKey: string, folder: string): Promise<number> {
  const client = new FoldwiseClient(baseUrl, { apiKey });
  const preview = await client.api.post_organize_preview({ body: { path: folder, methodology: "default" } });
  const jobId: string = preview.job_id;
  const events = client.events({ channels: [`job:${jobId}`] });
  let last = 0;
  for await (const event of events) {
    if (event.type === "subscribed") await client.api.post_organize_execute({ body: { job_id: jobId } });
    if (event.type === "organize_progress" && typeof event.progress === "number") last = event.progress;
    if (event.type === "organize_complete") break;
  }
  const job = await client.api.get_organize_status_job_id({ path: { job_id: jobId } });
  if (job.status === "completed") await client.api.post_organize_jobs_job_id_rollback({ path: { job_id: jobId } });
  try {
    await client.api.get_organize_status_job_id({ path: { job_id: "no-such-job" } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) console.log(error.code, error.message);
  }
  const listing = await client.api.get_files({ query: { path: folder, page_size: 50 } });
  console.log(listing.files.map((f) => f.name), last);
  return listing.files.length;
}
