export function offSitePaths(): string[];
export function offSite(location: string): string;
export function rawGet(
  base: string,
  rawPath: string,
): Promise<{ status: number; location: string | undefined }>;
