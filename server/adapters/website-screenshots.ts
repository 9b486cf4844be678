import { ServiceUnavailableError } from '../errors.ts';

/** A picture of a business's website for the creative screens (onboarding-and-launch §7). */
export interface WebsiteScreenshots {
  capture(website: string): Promise<{ contentType: string; image: Uint8Array }>;
}

/**
 * The local stand-in: no screenshot service is reachable from here, and a made-up picture would
 * mislead, so the call says so plainly.
 */
export const noScreenshotService: WebsiteScreenshots = {
  capture: () =>
    Promise.reject(
      new ServiceUnavailableError(
        'Website screenshots need a screenshot service, and none is configured on this server.',
      ),
    ),
};
