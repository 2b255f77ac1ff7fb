import type { Services } from "#server/services.ts";

/**
 * A public loader's data with the alt texts and focal points of the images it shows
 * (`media: { [id]: { alt, x, y } }`), read by <Picture> through the site layout.
 */
export async function withMedia<T extends object>(
  services: Services,
  data: T,
): Promise<T & { media: Awaited<ReturnType<Services["mediaMeta"]["forData"]>> }> {
  return { ...data, media: await services.mediaMeta.forData(data) };
}
