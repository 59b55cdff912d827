// Types of deploy/write-nginx-conf.mjs for the TypeScript tests.
export { cacheRules, securityHeaders } from './headers.mjs';
export declare const NGINX_DIR: string;
export declare const SNIPPET_INCLUDE: string;
export declare const PLACEHOLDERS: { listen: string; root: string };
/** The generated files, by name inside deploy/nginx/. */
export declare function nginxConfig(
  basePath?: string,
): Record<'healthhub.conf' | 'security-headers.conf', string>;
